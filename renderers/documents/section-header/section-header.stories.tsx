import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Normal: Story = {};

export const WithText: Story = {
  args: { document: { ...header, text: 'Tip sheets for preparing the pump and the administration set.' } },
};

export const LongTitle: Story = {
  args: {
    document: {
      ...header,
      title: 'Setting up the pump, priming the administration set and preparing secondary and syringe infusions',
    },
  },
};

export const WithTopGap: Story = { args: { document: { ...header, topGap: true } } };
