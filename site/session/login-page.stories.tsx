import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import { demoSite, withSite } from '../testing/story-providers';
import { LoginPage } from './login-page';

const { login } = demoSite;

/** Types a password and presses LOGIN. Each story uses its own password: checks are shared per key. */
async function submit(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(login.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: login.buttonLabel }));
  return canvas;
}

const meta = {
  title: 'Site/Login/Login page',
  component: LoginPage,
  decorators: [withSite],
  parameters: { site: { signedIn: false, initialEntries: ['/login'] } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** The server is checking the password: the button is disabled until it answers. */
export const Checking: Story = {
  parameters: { site: { signedIn: false, initialEntries: ['/login'], login: 'hold' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'checking demo password');
    await waitFor(() => expect(canvas.getByRole('button', { name: login.buttonLabel })).toBeDisabled());
  },
};

/** A wrong password: the red border and the message, with a link to contact the admin. */
export const Failed: Story = {
  parameters: { site: { signedIn: false, initialEntries: ['/login'], login: 'reject' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'wrong demo password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(login.contactLinkText);
    await expect(canvas.getByLabelText(login.passwordLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server cannot be reached: said so, without calling the password wrong. */
export const ServerUnreachable: Story = {
  parameters: { site: { signedIn: false, initialEntries: ['/login'], login: 'unreachable' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'offline demo password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not reach the server/i);
  },
};

/** Opened from a link with the auth parameter: the access check runs instead of the form. */
export const CheckingAuthLink: Story = {
  parameters: {
    site: { signedIn: false, initialEntries: [`/login?auth=${authKeyOf('auth link demo')}`], login: 'hold' },
  },
};

/** A wrong password on a small phone: the message and its link wrap under the field. */
export const Phone: Story = {
  parameters: Failed.parameters,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'wrong phone password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(login.contactLinkText);
  },
};
