import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { DownloadDocument } from './download';

const compiled = demoCompiled('infusion-pump');
const section = compiled.sections['quick-tips'];
const download = documentOfType(section, 'download', (d) => !d.hidden && !d.disabled && !d.topGap);
/** The same product line as if the compiler had not measured the files. */
const unmeasured = { ...compiled, fileSizes: { download: {}, 'secure-download': {} } };

const meta = {
  title: 'Documents/download',
  component: DownloadDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: download },
} satisfies Meta<typeof DownloadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const WithoutSize: Story = { parameters: { portal: { compiled: unmeasured } } };

export const LongTitle: Story = {
  args: {
    document: {
      ...download,
      title: 'Secondary infusions with titration and callback alarms on the large-volume pump',
      name: 'Programming a secondary infusion with titration, callback alarm and automatic return to the primary infusion',
    },
  },
};

export const Disabled: Story = {
  args: { document: documentOfType(section, 'download', (d) => Boolean(d.disabled)) },
};

export const WithTopGap: Story = {
  args: { document: documentOfType(section, 'download', (d) => Boolean(d.topGap)) },
};
