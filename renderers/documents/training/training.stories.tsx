import type { Meta, StoryObj } from '@storybook/react-vite';
import product from '../../../content/products/ivenix/product.json';
import quickTips from '../../../content/products/ivenix/sections/quick-tips.json';
import { documentOfType } from '../../testing/fixtures';
import { compiledFrom } from '../../testing/providers';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { TrainingDocument } from './training';

const compiled = compiledFrom(product, { 'quick-tips': quickTips });
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

export const Normal: Story = {};

export const WithTitle: Story = { args: { document: { ...training, title: 'eLearning' } } };

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
