import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { SearchBox } from './search-box';

const meta = {
  title: 'Site/Search/Search box',
  component: SearchBox,
  decorators: [withSite],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeIn = async (canvasElement: HTMLElement, text: string) => {
  const field = within(canvasElement).getByRole('combobox', { name: 'Search' });
  await userEvent.type(field, text);
  return field;
};

/** Empty, as every signed-in page shows it in the header. */
export const Empty: Story = {};

/** Results of the demo account for a word with a typo, grouped by product line, matched words marked. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, 'prmiing');
    await expect(await within(canvasElement).findByRole('group', { name: 'Infusion Pump System' })).toBeVisible();
  },
};

/** The arrow keys move through the results; the field keeps the focus. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeIn(canvasElement, 'air alarm');
    await within(canvasElement).findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant');
  },
};

/** Nothing the account may see matches. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, 'xylophone');
    await expect(await within(canvasElement).findByText('No results for “xylophone”')).toBeVisible();
  },
};

/** The answer has not arrived yet. */
export const Searching: Story = {
  parameters: { site: { search: 'hold' } },
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, 'priming');
    await expect(await within(canvasElement).findByText('Searching…')).toBeVisible();
  },
};

/** The server cannot be reached. */
export const Failed: Story = {
  parameters: { site: { search: 'unreachable' } },
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, 'priming');
    await expect(
      await within(canvasElement).findByText('Search is not available right now. Please try again.'),
    ).toBeVisible();
  },
};

/** On a phone: results take the whole width. */
export const Phone: Story = { ...Results, globals: phoneGlobals };
