import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SectionTextDocument } from './section-text';

const compiled = demoCompiled('infusion-pump');
const text = documentOfType(compiled.sections['quick-tips'], 'sectiontext');

const meta = {
  title: 'Documents/sectiontext',
  component: SectionTextDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: text },
} satisfies Meta<typeof SectionTextDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo paragraph, without a title. */
export const Normal: Story = {};

export const WithTitle: Story = { args: { document: { ...text, title: 'Instructions for use' } } };

export const LongText: Story = {
  args: {
    document: {
      ...text,
      text: 'Instructions for use are kept on the manufacturer’s eIFU site. They cover every released software version, so check the version shown under Pump Information before you open a manual, and ask your biomedical team if the version on your pumps is not listed.',
    },
  },
};

export const WithTopGap: Story = { args: { document: { ...text, topGap: true } } };

/** The long paragraph on a small phone: it wraps inside the screen. */
export const Phone: Story = { ...LongText, globals: phoneGlobals };
