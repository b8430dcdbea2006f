import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ivenix from '../../content/products/ivenix/product.json';
import type { ProductLine } from '../../engine/types';
import { ApiError } from '../api/errors';
import { demoAccount, demoSite, withSite } from '../testing/story-providers';
import { CataloguePage } from './catalogue-page';

const onlyProduct = ivenix as unknown as ProductLine;

const meta = {
  title: 'Site/Catalogue/Catalogue page',
  component: CataloguePage,
  decorators: [withSite],
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account permitted for all six product lines, with the disclaimer still shown. */
export const SixCards: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};

/** An account permitted for one product line. */
export const OneCard: Story = {
  parameters: { site: { account: { ...demoAccount, models: [onlyProduct.model] } } },
};

/** The disclaimer acknowledged: the cards alone under WELCOME. */
export const DisclaimerAcknowledged: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: demoSite.disclaimer.acknowledgeLabel }));
  },
};

/** An account without any product line. */
export const NoProducts: Story = {
  parameters: { site: { account: { ...demoAccount, models: [] } } },
};

/** The catalogue is still loading. */
export const Loading: Story = { parameters: { site: { catalogue: { status: 'loading' } } } };

/** The catalogue could not be loaded; Try again loads it. */
export const LoadFailed: Story = {
  parameters: { site: { catalogue: { status: 'error', error: new ApiError('server') } } },
};

/** After a failure, Try again shows the cards. */
export const RetriedAfterFailure: Story = {
  parameters: LoadFailed.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(6);
  },
};
