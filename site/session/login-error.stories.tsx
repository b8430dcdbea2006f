import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoSite, demoSiteAnswer } from '../testing/story-providers';
import { LoginError } from './login-error';

const meta = {
  title: 'Site/Login/Login error',
  component: LoginError,
  args: {
    id: 'login-error',
    message: demoSite.login.errorMessage,
    linkText: demoSite.login.contactLinkText,
    email: demoSiteAnswer.settings.supportEmail,
  },
} satisfies Meta<typeof LoginError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message with "contact your admin" as a mail link to support. */
export const WithContactLink: Story = {};

/** A message that does not contain the link text stays plain. */
export const WithoutLink: Story = { args: { linkText: '' } };

/** A longer message, as a deployment may write it, with the link in the middle of the text. */
export const LongMessage: Story = {
  args: {
    message:
      'The password you entered was not accepted. Passwords are given to each hospital by its administrator; if you have lost yours or it no longer works, please contact your admin, who can issue a new one the same day.',
  },
};

/** The long message on a small phone. */
export const Phone: Story = { ...LongMessage, globals: phoneGlobals };
