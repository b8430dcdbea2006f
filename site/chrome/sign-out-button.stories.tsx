import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { SignOutButton } from './sign-out-button';

const meta = {
  title: 'Site/Chrome/Sign out',
  component: SignOutButton,
  decorators: [withSite],
} satisfies Meta<typeof SignOutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While the server ends the session the button is disabled, so it is not pressed twice. */
export const SigningOut: Story = {
  parameters: { site: { signOut: 'hold' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign out' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
