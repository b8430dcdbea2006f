import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { withSite } from '../testing/story-providers';
import { ProductLinks } from './product-links';

const pump = demoCompiled('infusion-pump');
const bags = demoCompiled('freeflex-and-disposables');

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
  parameters: { site: { initialEntries: [pump.product.homePath] } },
  args: { compiled: pump },
} satisfies Meta<typeof ProductLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pump: its logo to its Home, Downloads and Contact (the sections show only in the small-screen menu). */
export const Pump: Story = {};

/** A bags and disposables line, whose contact page sits under internal/. */
export const Bags: Story = {
  parameters: { site: { initialEntries: [bags.product.homePath] } },
  args: { compiled: bags },
};

/** On a small phone the links sit in the header's Menu, with the numbered sections below them. */
export const Phone: Story = { globals: phoneGlobals };
