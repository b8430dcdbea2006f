import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { AccountSummary, NewAccountRequest, PasswordShownOnce } from '../../../engine/shared/console/console-api';
import { accounts, catalogue } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { AccountForm } from './account-form';

// The first fixture account, the shape a creation answers with.
const created = accounts[0] as AccountSummary;

const meta = {
  title: 'Console/Accounts/New account',
  component: AccountForm,
  decorators: [inConsoleColumn],
  args: {
    catalogue,
    onCreate: fn(async (request: NewAccountRequest) => ({
      account: { ...created, name: request.name, models: request.models },
      password: 'Tide-Lantern-Orbit-42-Quarry',
    })),
  },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

async function create(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Account name'), 'general-hospital');
  await userEvent.click(canvas.getByLabelText('Agilia Connect Syringe Pump'));
  await userEvent.click(canvas.getByLabelText('Volumat MC Agilia'));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

/** After creating: the generated password, shown this once, with its copy button. */
export const ShowsPasswordOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await create(canvasElement);
    await expect(await canvas.findByText('Tide-Lantern-Orbit-42-Quarry')).toBeInTheDocument();
    await expect(canvas.getByText(/It will not be shown again/)).toBeInTheDocument();
  },
};

/** The server refuses the name: its reason above the form, everything typed kept. */
export const Refused: Story = {
  args: {
    onCreate: fn(async (_request: NewAccountRequest): Promise<PasswordShownOnce> => {
      throw new Error('An account named general-hospital exists already.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await create(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('exists already');
  },
};

/** The password shown once, on a small phone. */
export const Phone: Story = { ...ShowsPasswordOnce, globals: phoneGlobals };
