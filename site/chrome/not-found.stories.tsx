import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { inPageColumn } from '../../renderers/testing/story-decorator';
import { withSite } from '../testing/story-providers';
import { NotFound } from './not-found';

const product = demoCompiled('infusion-pump').product;

const meta = {
  title: 'Site/Errors/Not found',
  component: NotFound,
  decorators: [inPageColumn, withSite],
  args: { backTo: '/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address outside every product line. */
export const OutsideProduct: Story = { parameters: { site: { initialEntries: ['/no-such-page'] } } };

/** An address inside a product line that names no page. */
export const InsideProduct: Story = {
  parameters: { site: { initialEntries: [`${product.pathPrefix}/no-such-page`] } },
  args: { backTo: product.homePath, back: 'productHome' },
};

/** On a small phone. */
export const Phone: Story = { ...InsideProduct, globals: phoneGlobals };
