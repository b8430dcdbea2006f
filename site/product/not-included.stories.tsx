import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { withSite } from '../testing/story-providers';
import { NotIncluded } from './not-included';

const meta = {
  title: 'Site/Product/Not included',
  component: NotIncluded,
  decorators: [withSite],
} satisfies Meta<typeof NotIncluded>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, on a product line the account does not include, which is named. */
export const LineNotIncluded: Story = { args: { line: 'Agilia Connect Volumetric Pump' } };

/** The same when the line cannot be named. */
export const PageNotIncluded: Story = { args: {} };

/** On a phone, the support links wrap under the message. */
export const LineNotIncludedOnPhone: Story = { ...LineNotIncluded, globals: phoneGlobals };
