import type { Meta, StoryObj } from '@storybook/react-vite';
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
