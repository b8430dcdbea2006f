import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SectionHeaderDocument } from './section-header';

const compiled = demoCompiled('infusion-pump');
const header = documentOfType(compiled.sections['quick-tips'], 'sectionHeader');

const meta = {
  title: 'Documents/sectionHeader',
  component: SectionHeaderDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: header },
} satisfies Meta<typeof SectionHeaderDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo heading alone, without text below it. */
export const Normal: Story = {};

export const WithText: Story = {
  args: { document: { ...header, text: 'Tip sheets for preparing the pump and the administration set.' } },
};

export const LongTitle: Story = {
  args: {
    document: {
      ...header,
      title: 'Setting up the pump, priming the administration set and preparing secondary and syringe infusions',
      text: 'Tip sheets for every step from unpacking the pump to starting the first infusion, with the alarms you may meet on the way and what to do about each of them.',
    },
  },
};

export const WithTopGap: Story = { args: { document: { ...header, topGap: true } } };

/** The long heading and its text on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };
