import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { TrainingDocument } from './training';

const compiled = demoCompiled('infusion-pump');
const training = documentOfType(compiled.sections['quick-tips'], 'training');

const meta = {
  title: 'Documents/training',
  component: TrainingDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: training },
} satisfies Meta<typeof TrainingDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pump eLearning with its description; it opens in a new tab. */
export const Normal: Story = {};

export const WithTitle: Story = { args: { document: { ...training, title: 'eLearning' } } };

/** Missing: no description, only the name. */
export const NameOnly: Story = { args: { document: { ...training, text: undefined } } };

export const LongTitle: Story = {
  args: {
    document: {
      ...training,
      name: 'Pump operation eLearning: programming primary, secondary and bolus infusions, alarms and troubleshooting',
      text: 'Self-paced module with knowledge checks after each chapter. Your progress is kept when you leave and come back.',
    },
  },
};

export const Disabled: Story = { args: { document: { ...training, disabled: true } } };

export const WithTopGap: Story = { args: { document: { ...training, topGap: true } } };

/** The long name and description on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };
