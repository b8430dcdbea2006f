import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { BackToTop } from './back-to-top';

const meta = {
  title: 'Site/Chrome/Back to top',
  component: BackToTop,
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the end of every page; a click scrolls smoothly to the top and focuses the content. */
export const Default: Story = {};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
