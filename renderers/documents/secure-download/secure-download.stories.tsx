import type { Meta, StoryObj } from '@storybook/react-vite';
import product from '../../../content/products/ivenix/product.json';
import quickTips from '../../../content/products/ivenix/sections/quick-tips.json';
import { documentOfType } from '../../testing/fixtures';
import { compiledFrom } from '../../testing/providers';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SecureDownloadDocument } from './secure-download';

const compiled = compiledFrom(product, { 'quick-tips': quickTips });
const secure = documentOfType(compiled.sections['quick-tips'], 'secure-download');

const meta = {
  title: 'Documents/secure-download',
  component: SecureDownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: { ...secure, bytes: 1_048_576 } },
} satisfies Meta<typeof SecureDownloadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const LongTitle: Story = {
  args: {
    document: {
      ...secure,
      title: 'Patient safety information for administration sets, extension sets and needle-free connectors',
      name: 'Compatibility guide for administration sets, accessories and disposables used with the large-volume pump',
    },
  },
};

export const Disabled: Story = { args: { document: { ...secure, disabled: true } } };

export const WithTopGap: Story = { args: { document: { ...secure, topGap: true } } };
