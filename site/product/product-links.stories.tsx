import type { Meta, StoryObj } from '@storybook/react-vite';
import freeflex from '../../content/products/freeflex/product.json';
import ivenix from '../../content/products/ivenix/product.json';
import type { ProductLine } from '../../engine/types';
import { compiledLineOf, withSite } from '../testing/story-providers';
import { ProductLinks } from './product-links';

const pump = compiledLineOf(ivenix as unknown as ProductLine);
const bags = compiledLineOf(freeflex as unknown as ProductLine);

const meta = {
  title: 'Site/Product/Product links',
  component: ProductLinks,
  decorators: [
    withSite,
    (Story) => (
      <nav className="site-header__nav" aria-label="Main">
        <Story />
      </nav>
    ),
  ],
  parameters: { site: { initialEntries: [pump.homePath] } },
  args: { product: pump },
} satisfies Meta<typeof ProductLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pump: its logo to its Home, Downloads and Contact (the sections show only in the small-screen menu). */
export const Pump: Story = {};

/** A bags and disposables line, whose contact page sits under internal/. */
export const Bags: Story = {
  parameters: { site: { initialEntries: [bags.homePath] } },
  args: { product: bags },
};
