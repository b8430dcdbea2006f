import type { Meta, StoryObj } from '@storybook/react-vite';
import ivenix from '../../content/products/ivenix/product.json';
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
export const Product: Story = { args: { label: `Loading ${ivenix.title}…` } };

/** An auth link is being checked. */
export const CheckingAccess: Story = { args: { label: 'Checking your access…' } };
