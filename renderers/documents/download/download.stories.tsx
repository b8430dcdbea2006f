import type { Meta, StoryObj } from '@storybook/react-vite';
import product from '../../../content/products/ivenix/product.json';
import quickTips from '../../../content/products/ivenix/sections/quick-tips.json';
import { documentOfType } from '../../testing/fixtures';
import { compiledFrom } from '../../testing/providers';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { DownloadDocument } from './download';

const plain = compiledFrom(product, { 'quick-tips': quickTips });
const download = documentOfType(plain.sections['quick-tips'], 'download', (d) => !d.hidden && !d.disabled && !d.topGap);
/** Content source has no sizes (the compiler measures the files), so stories give a realistic one. */
const measured = (bytes: number) =>
  compiledFrom(
    product,
    { 'quick-tips': quickTips },
    { download: { [download.filePath]: bytes }, 'secure-download': {} },
  );

const meta = {
  title: 'Documents/download',
  component: DownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled: measured(248_320) } },
  args: { document: download },
} satisfies Meta<typeof DownloadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const WithoutSize: Story = { parameters: { portal: { compiled: plain } } };

export const LongTitle: Story = {
  parameters: { portal: { compiled: measured(1_482_752) } },
  args: {
    document: {
      ...download,
      title: 'Secondary infusions with titration and callback alarms on the large-volume pump',
      name: 'Programming a secondary infusion with titration, callback alarm and automatic return to the primary infusion',
    },
  },
};

export const Disabled: Story = {
  args: { document: documentOfType(plain.sections['quick-tips'], 'download', (d) => Boolean(d.disabled)) },
};

export const WithTopGap: Story = {
  args: { document: documentOfType(plain.sections['quick-tips'], 'download', (d) => Boolean(d.topGap)) },
};
