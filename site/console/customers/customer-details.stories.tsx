import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { AccountDetailsChange, AccountSummary } from '../../../engine/shared/console/console-api';
import { noCustomerDetails } from '../../../engine/shared/console/customer-fields';
import { accounts, siteLanguages } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { CustomerDetails } from './customer-details';

const [hospital, infirmary, clinic] = accounts as [AccountSummary, AccountSummary, AccountSummary];

const meta = {
  title: 'Console/Customers/Customer details',
  component: CustomerDetails,
  decorators: [inConsoleColumn],
  args: { account: hospital, languages: siteLanguages, onSave: fn(async (_change: AccountDetailsChange) => undefined) },
} satisfies Meta<typeof CustomerDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every detail set, notes on two lines, access ending on a day to come. */
export const Complete: Story = {};

/** A new account: nothing set yet, no end date. */
export const NotSet: Story = { args: { account: { ...infirmary, details: noCustomerDetails } } };

/** An account whose access ended: it signs in no more. */
export const AccessEnded: Story = { args: { account: clinic } };

/** A viewer reads the details and has no button to change them. */
export const Viewer: Story = { args: { onSave: undefined } };

/** An admin opens the form: every detail with its current value. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit customer details' }));
    await expect(canvas.getByLabelText('Hospital name')).toHaveValue("St Mary's Hospital");
    await expect(canvas.getByLabelText('Country')).toHaveValue('GB');
    await expect(canvas.getByLabelText('Access ends on')).toHaveValue('2027-01-01');
  },
};

/** A long hospital name on a small phone. */
export const Phone: Story = { args: { account: infirmary }, globals: phoneGlobals };
