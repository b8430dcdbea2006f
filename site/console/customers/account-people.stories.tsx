import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { NamedPerson } from '../../../engine/shared/console/console-api';
import { namedPeople } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { AccountPeople } from './account-people';

const meta = {
  title: 'Console/Customers/Named people',
  component: AccountPeople,
  decorators: [inConsoleColumn],
  args: { people: namedPeople, onRemove: fn(async (_person: NamedPerson) => undefined) },
} satisfies Meta<typeof AccountPeople>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two people, one with a long name and address, each with a Remove button for an admin. */
export const People: Story = {};

/** A viewer: the list, nothing to change. */
export const Viewer: Story = { args: { onRemove: undefined } };

/** An account nobody signed in to as themselves. */
export const Nobody: Story = { args: { people: [] } };

/** Removing one asks first, saying what goes with them. */
export const Removing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ana Ruiz' }));
    await expect(canvas.getByRole('dialog', { name: 'Remove Ana Ruiz?' })).toBeVisible();
  },
};

/** On a small phone the table scrolls in its own region. */
export const Phone: Story = { globals: phoneGlobals };
