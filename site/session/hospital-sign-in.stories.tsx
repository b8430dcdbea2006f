import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoSite, withSite } from '../testing/story-providers';
import { HospitalSignIn } from './hospital-sign-in';

const { hospital } = demoSite.login;

const meta = {
  title: 'Site/Login/Hospital sign-in',
  component: HospitalSignIn,
  decorators: [withSite],
  parameters: { site: { signedIn: false, initialEntries: ['/login'] } },
} satisfies Meta<typeof HospitalSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the password form: a work e-mail, whose domain finds the hospital, and Continue. */
export const WorkEmail: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: hospital.heading });
    await expect(form).toHaveAttribute('action', '/sso/start');
    await expect(within(form).getByLabelText(hospital.emailLabel)).toBeRequired();
  },
};

/** Sent to the login page from a page: the form carries the page to come back to. */
export const ComingBack: Story = {
  parameters: { site: { signedIn: false, initialEntries: ['/login?next=%2Fivenix%2Finternal%2Fhome'] } },
};

/** The login page of one hospital's account (`/login?org=<account>`): its button, nothing to type. */
export const OneHospital: Story = { args: { org: 'demo' } };

/** On a small phone, the field and the button take the width. */
export const WorkEmailOnPhone: Story = { globals: phoneGlobals };

/** One hospital's button on a small phone. */
export const OneHospitalOnPhone: Story = { ...OneHospital, globals: phoneGlobals };
