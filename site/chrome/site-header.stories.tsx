import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { ProductLinks } from '../product/product-links';
import { type SiteStoryOptions, withSite } from '../testing/story-providers';
import { HeaderNav } from './header-nav';
import { SiteHeader } from './site-header';

const compiled = demoCompiled('infusion-pump');
const { product } = compiled;
const insideProduct: SiteStoryOptions = { initialEntries: [product.homePath] };

const meta = {
  title: 'Site/Chrome/Header',
  component: SiteHeader,
  decorators: [withSite],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login page: logo and CUSTOMER RESOURCES as plain text, no navigation. */
export const SignedOut: Story = { parameters: { site: { signedIn: false } } };

/** Signed in, outside a product: the title links to the catalogue, and Sign out. */
export const OutsideProduct: Story = { args: { navigation: <HeaderNav /> } };

/** Signed in with the hospital's account: the person's name beside Sign out. */
export const SignedInPerson: Story = {
  parameters: { site: { person: { name: 'Grace Okafor', email: 'nurse@demo-hospital.example' } } },
  args: { navigation: <HeaderNav /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Signed in as Grace Okafor')).toBeVisible();
  },
};

/** Inside a product: its logo to its Home, Downloads and Contact, then Sign out. */
export const InsideProduct: Story = {
  parameters: { site: insideProduct },
  args: { navigation: <HeaderNav productLinks={<ProductLinks compiled={compiled} />} /> },
};

/** On a small phone: the links fold behind the Menu button, closed. */
export const Phone: Story = {
  ...InsideProduct,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a small phone, the menu opened: Downloads, Contact and the numbered sections. */
export const PhoneMenuOpen: Story = {
  ...InsideProduct,
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
