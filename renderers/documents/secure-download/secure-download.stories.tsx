import type { Meta, StoryObj } from '@storybook/react-vite';
import product from '../../../content/products/ivenix/product.json';
import quickTips from '../../../content/products/ivenix/sections/quick-tips.json';
import { documentOfType } from '../../testing/fixtures';
import { compiledFrom } from '../../testing/providers';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SecureDownloadDocument } from './secure-download';

const plain = compiledFrom(product, { 'quick-tips': quickTips });
const secure = documentOfType(plain.sections['quick-tips'], 'secure-download');
/** Content source has no sizes (the compiler measures the files), so the story gives a realistic one. */
const compiled = compiledFrom(
  product,
  { 'quick-tips': quickTips },
  { download: {}, 'secure-download': { [secure.path]: 1_048_576 } },
);

const meta = {
  title: 'Documents/secure-download',
  component: SecureDownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: secure },
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
