import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { SectionTextRawDocument } from './section-text-raw';

const compiled = demoCompiled('infusion-pump');
const text = documentOfType(compiled.sections['quick-tips'], 'sectionTextRaw');

const meta = {
  title: 'Documents/sectionTextRaw',
  component: SectionTextRawDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: text },
} satisfies Meta<typeof SectionTextRawDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo paragraph with bold text and a link into the product line, as the compiler sanitised it. */
export const Normal: Story = {};

export const WithTitle: Story = { args: { document: { ...text, title: 'Cleaning' } } };

export const LongText: Story = {
  args: {
    document: {
      ...text,
      title: 'Cleaning and disinfecting the pump between patients and at the end of every shift',
      text: '<p>Clean and disinfect the pump <strong>after every patient</strong> and whenever it is visibly soiled.</p><ul><li>Use only approved agents.</li><li>Do not immerse the pump.</li><li>Let surfaces dry before use.</li></ul>',
    },
  },
};

export const WithTopGap: Story = { args: { document: { ...text, topGap: true } } };

/** The long text and its list on a small phone: they wrap inside the screen. */
export const Phone: Story = { ...LongText, globals: phoneGlobals };
