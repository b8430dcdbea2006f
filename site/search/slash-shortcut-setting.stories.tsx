import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { SlashShortcutSetting, slashShortcutOn } from './slash-shortcut-setting';

const meta = {
  title: 'Site/Search/Slash shortcut setting',
  component: SlashShortcutSetting,
  decorators: [withSite],
} satisfies Meta<typeof SlashShortcutSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On until the user turns it off, as the footer of a signed-in page shows it. */
export const On: Story = {};

/** Turned off, and remembered by the browser; turned on again afterwards so other stories keep it. */
export const TurnedOff: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Jump to search with /' });
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(slashShortcutOn()).toBe(false);
    await userEvent.click(box);
    await expect(slashShortcutOn()).toBe(true);
  },
};

/** In a phone's footer, where it wraps under the support line. */
export const Phone: Story = { globals: phoneGlobals };
