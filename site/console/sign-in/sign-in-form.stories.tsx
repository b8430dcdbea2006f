import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { inConsoleColumn } from '../testing/story-router';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Console/Sign in',
  component: SignInForm,
  decorators: [inConsoleColumn],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The server refused: its reason above the fields. */
export const WithError: Story = { args: { error: 'Name, password or code is wrong.' } };

/** Switched to a recovery code instead of the authenticator's. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Use a recovery code'));
    await expect(canvas.getByLabelText('Recovery code')).toBeInTheDocument();
  },
};

export const Phone: Story = { ...WithError, globals: phoneGlobals };
