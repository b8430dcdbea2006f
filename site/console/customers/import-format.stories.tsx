import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { catalogue } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { ImportFormat } from './import-format';

const meta = {
  title: 'Console/Customers/Import format',
  component: ImportFormat,
  decorators: [inConsoleColumn],
  args: { catalogue },
} satisfies Meta<typeof ImportFormat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as the import page opens. */
export const Closed: Story = {};

/** Opened: every column, and an example file. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('How to write the file'));
    await expect(canvas.getByText('product_lines')).toBeVisible();
    await expect(canvas.getByText(/syringe-pump;volumetric-pump/)).toBeVisible();
  },
};

/** Opened on a small phone: the example scrolls in its own box. */
export const Phone: Story = { ...Open, globals: phoneGlobals };
