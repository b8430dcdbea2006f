import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SectionHeaderRawDocument } from './section-header-raw';

const compiled = demoCompiled('infusion-pump');
const header = documentOfType(compiled.sections['quick-tips'], 'sectionHeaderRaw');

const meta = {
  title: 'Documents/sectionHeaderRaw',
  component: SectionHeaderRawDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: header },
} satisfies Meta<typeof SectionHeaderRawDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const LongTitle: Story = {
  args: {
    document: {
      ...header,
      text: 'Secure documents, <em>patient safety information</em> and eLearning for clinicians, pharmacy and biomedical staff',
    },
  },
};

export const WithTopGap: Story = { args: { document: { ...header, topGap: true } } };
