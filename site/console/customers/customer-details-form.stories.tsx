import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { AccountDetailsChange, AccountSummary } from '../../../engine/shared/console/console-api';
import { ConsoleError } from '../api/console-http';
import { accounts, siteLanguages } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { CustomerDetailsForm } from './customer-details-form';

const meta = {
  title: 'Console/Customers/Customer details form',
  component: CustomerDetailsForm,
  decorators: [inConsoleColumn],
  args: {
    account: accounts[0] as AccountSummary,
    languages: siteLanguages,
    onSave: fn(async (_change: AccountDetailsChange) => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof CustomerDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current details, ready to change. */
export const Filled: Story = {};

/** The server refuses the e-mail: its reason above the form and under the field, which is marked. */
export const Refused: Story = {
  args: {
    onSave: fn(async (_change: AccountDetailsChange) => {
      throw new ConsoleError(400, 'Contact e-mail: "dana@" is not a valid e-mail address', {
        contactEmail: '"dana@" is not a valid e-mail address',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Contact e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save customer details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Contact e-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The form on a small phone. */
export const Phone: Story = { globals: phoneGlobals };
