import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
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

/** The demo heading with an emphasised word, as the compiler sanitised it. */
export const Normal: Story = {};

export const LongTitle: Story = {
  args: {
    document: {
      ...header,
      text: 'Secure documents, <em>patient safety information</em> and eLearning for clinicians, pharmacy and biomedical staff',
    },
  },
};

/** A line break written into the heading. */
export const WithLineBreak: Story = {
  args: { document: { ...header, text: 'Secure documents<br>and <em>training</em>' } },
};

export const WithTopGap: Story = { args: { document: { ...header, topGap: true } } };

/** The long heading on a small phone: it wraps inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };
