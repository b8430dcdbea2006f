import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Site/Chrome/Footer',
  component: SiteFooter,
  decorators: [withSite],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legal links, the customer support line and the copyright line of content/site.json. */
export const Default: Story = {};

/** The footer is the same before login. */
export const SignedOut: Story = { parameters: { site: { signedIn: false } } };

/** On a small phone: the legal links wrap onto several lines. */
export const Phone: Story = { globals: phoneGlobals };
