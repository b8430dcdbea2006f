import type { Meta, StoryObj } from '@storybook/react-vite';
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
  args: { entry: first, linkLabel: demoSite.catalogue.cardLinkLabel },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The longest product title of the demo catalogue. */
export const LongTitle: Story = { args: { entry: longest } };
