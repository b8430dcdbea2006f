import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SectionTextDocument } from '../section-text/section-text';
import { EmptyDocument } from './empty';

const compiled = demoCompiled('infusion-pump');
const section = compiled.sections['quick-tips'];
const empty = documentOfType(section, 'empty');
const text = documentOfType(section, 'sectiontext');

const meta = {
  title: 'Documents/empty',
  component: EmptyDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: empty },
  // A spacer alone is invisible; it is shown between two text rows so the gap can be seen.
  render: (args) => (
    <>
      <SectionTextDocument document={{ ...text, text: 'Row above the spacer.' }} />
      <EmptyDocument {...args} />
      <SectionTextDocument document={{ ...text, text: 'Row below the spacer.' }} />
    </>
  ),
} satisfies Meta<typeof EmptyDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacer of the demo quick tips: a blank row, skipped by screen readers. */
export const Normal: Story = {};

export const WithTopGap: Story = { args: { document: { ...empty, topGap: true } } };

/** The same gap on a small phone. */
export const Phone: Story = { globals: phoneGlobals };
