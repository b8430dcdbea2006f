import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCatalogue, demoSite, withSite } from '../testing/story-providers';
import { ProductCard } from './product-card';

const [first, ...others] = demoCatalogue;
if (!first) throw new Error('content/site.json lists no product line');
const longest = others.reduce((a, b) => (b.title.length > a.title.length ? b : a), first);

const meta = {
  title: 'Site/Catalogue/Product card',
  component: ProductCard,
  decorators: [
    withSite,
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { entry: first, texts: demoSite.catalogue },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The longest product title of the demo catalogue. */
export const LongTitle: Story = { args: { entry: longest } };

/** A title far longer than the demo's, which wraps above the LEARN MORE button. */
export const VeryLongTitle: Story = {
  args: {
    entry: { ...first, title: `${longest.title} with Dose Error Reduction Software and Interoperability Server` },
  },
};

/** The very long title on a small phone. */
export const Phone: Story = { ...VeryLongTitle, globals: phoneGlobals };
