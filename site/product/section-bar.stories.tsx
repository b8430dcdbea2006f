import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { withSite } from '../testing/story-providers';
import { SectionBar } from './section-bar';

const product = demoCompiled('infusion-pump').product;
const bags = demoCompiled('freeflex-and-disposables').product;

const meta = {
  title: 'Site/Product/Section bar',
  component: SectionBar,
  decorators: [withSite],
  parameters: { site: { initialEntries: [product.homePath] } },
  args: { product },
} satisfies Meta<typeof SectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: the numbered sections 01, 02, … (medium and larger screens). */
export const Normal: Story = {};

/** Scrolled more than 40px: the bar's alternate, sticky style. */
export const Scrolled: Story = { args: { scrolled: true } };

/** The current section is marked. */
export const CurrentSection: Story = {
  parameters: { site: { initialEntries: [`${product.pathPrefix}/internal/pharmacy/quick-tips`] } },
};

/** Another product line's map. */
export const OtherProduct: Story = {
  parameters: { site: { initialEntries: [bags.homePath] } },
  args: { product: bags },
};

/**
 * On a small phone the bar is hidden: the header's Menu carries the sections instead
 * (Site/Chrome/Header, Phone Menu Open). This story shows that nothing is left behind.
 */
export const Phone: Story = { globals: phoneGlobals };
