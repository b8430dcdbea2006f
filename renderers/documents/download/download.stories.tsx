import type { Meta, StoryObj } from '@storybook/react-vite';
import product from '../../../content/products/ivenix/product.json';
import quickTips from '../../../content/products/ivenix/sections/quick-tips.json';
import { documentOfType } from '../../testing/fixtures';
import { compiledFrom } from '../../testing/providers';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { DownloadDocument } from './download';

const compiled = compiledFrom(product, { 'quick-tips': quickTips });
const section = compiled.sections['quick-tips'];
const download = documentOfType(section, 'download', (d) => !d.hidden && !d.disabled && !d.topGap);

const meta = {
  title: 'Documents/download',
  component: DownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  // The compiler fills bytes from the file; content source has none, so stories add a realistic size.
  args: { document: { ...download, bytes: 248_320 } },
} satisfies Meta<typeof DownloadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const WithoutSize: Story = { args: { document: download } };

export const LongTitle: Story = {
  args: {
    document: {
      ...download,
      title: 'Secondary infusions with titration and callback alarms on the large-volume pump',
      name: 'Programming a secondary infusion with titration, callback alarm and automatic return to the primary infusion',
      bytes: 1_482_752,
    },
  },
};

export const Disabled: Story = {
  args: { document: documentOfType(section, 'download', (d) => Boolean(d.disabled)) },
};

export const WithTopGap: Story = {
  args: { document: documentOfType(section, 'download', (d) => Boolean(d.topGap)) },
};
