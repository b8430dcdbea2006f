import type { Meta, StoryObj } from '@storybook/react-vite';
import ivenix from '../../content/products/ivenix/product.json';
import type { ProductLine } from '../../engine/types';
import { compiledLineOf, withSite } from '../testing/story-providers';
import { NotFound } from './not-found';

const product = compiledLineOf(ivenix as unknown as ProductLine);

const meta = {
  title: 'Site/Errors/Not found',
  component: NotFound,
  decorators: [withSite],
  args: { backTo: '/', backLabel: 'Back to the catalogue' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address outside every product line. */
export const OutsideProduct: Story = { parameters: { site: { initialEntries: ['/no-such-page'] } } };

/** An address inside a product line that names no page. */
export const InsideProduct: Story = {
  parameters: { site: { initialEntries: [`${product.pathPrefix}/no-such-page`] } },
  args: { backTo: product.homePath, backLabel: 'Back to the product home' },
};
