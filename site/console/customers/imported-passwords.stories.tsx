import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { inConsoleColumn } from '../testing/story-router';
import { ImportedPasswords } from './imported-passwords';

const meta = {
  title: 'Console/Customers/Imported passwords',
  component: ImportedPasswords,
  decorators: [inConsoleColumn],
  args: {
    imported: {
      accounts: [
        { name: 'st-marys', password: 'k7qd-2mxa-p4hz-w9tr-c3ne' },
        { name: 'royal-infirmary-of-the-northern-counties-pharmacy-department', password: 'b5vn-q2lk-x7rd-h3mf-t6wa' },
        { name: 'clinico-madrid', password: 'z4pe-m7cj-r2sx-n5gb-y3ku' },
      ],
    },
  },
} satisfies Meta<typeof ImportedPasswords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three accounts imported: their passwords, shown this once, to download or copy as CSV. */
export const Imported: Story = {};

/** One account. */
export const One: Story = {
  args: { imported: { accounts: [{ name: 'st-marys', password: 'k7qd-2mxa-p4hz-w9tr-c3ne' }] } },
};

/** On a small phone. */
export const Phone: Story = { globals: phoneGlobals };
