import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SecureDownloadDocument } from './secure-download';

const compiled = demoCompiled('infusion-pump');
const secure = documentOfType(compiled.sections['quick-tips'], 'secure-download');

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
