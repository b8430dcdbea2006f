import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCatalogue } from '../testing/story-providers';
import { Loading } from './loading';

const meta = {
  title: 'Site/Errors/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default label. */
export const Default: Story = {};

/** The portal's texts are loading. */
export const Portal: Story = { args: { label: 'Loading the portal…' } };

/** The catalogue is loading. */
export const Catalogue: Story = { args: { label: 'Loading your products…' } };

/** A product line is loading. */
export const Product: Story = { args: { label: `Loading ${demoCatalogue[0]?.title ?? 'the product'}…` } };

/** An auth link is being checked. */
export const CheckingAccess: Story = { args: { label: 'Checking your access…' } };

/** The longest product title of the demo loading on a small phone. */
export const Phone: Story = {
  args: {
    label: `Loading ${demoCatalogue.reduce((a, b) => (b.title.length > a.length ? b.title : a), '')}…`,
  },
  globals: phoneGlobals,
};
