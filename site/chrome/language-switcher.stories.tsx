import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'Site/Chrome/Language switcher',
  component: LanguageSwitcher,
  decorators: [withSite],
  parameters: { site: { initialEntries: ['/ivenix/internal/quick-tips?q=pump'] } },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each language links to the same page in it; the toolbar's Language switch shows it from a Spanish page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    await expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toHaveLength(1);
  },
};

/** The copy in the small-screen menu, shown only on phones. */
export const InMenu: Story = { args: { inMenu: true }, globals: phoneGlobals };

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
