import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { BackToTop } from './back-to-top';

const meta = {
  title: 'Site/Chrome/Back to top',
  component: BackToTop,
  // Its label is a site text.
  decorators: [withSite],
  // On a page it appears only once the first screen has scrolled away.
  args: { shown: true },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past the first screen of every page; a click scrolls smoothly to the top and focuses the content. */
export const Default: Story = {};

/** On a small phone: a round icon, named by its hidden label. */
export const Phone: Story = { globals: phoneGlobals };
