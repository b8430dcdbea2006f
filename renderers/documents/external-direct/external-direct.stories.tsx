import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { ExternalDirectDocument } from './external-direct';

const compiled = demoCompiled('infusion-pump');
const direct = documentOfType(compiled.sections['quick-tips'], 'external-direct');

const meta = {
  title: 'Documents/external-direct',
  component: ExternalDirectDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: direct },
} satisfies Meta<typeof ExternalDirectDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo document has only a name and an address (no heading, no description), and is
 * nonAlternating: it is never shaded as part of the zebra rows.
 */
export const Normal: Story = {};

export const WithDescription: Story = {
  args: { document: { ...direct, text: 'Accredited courses on infusion therapy; opens the education site.' } },
};

export const LongTitle: Story = {
  args: {
    document: {
      ...direct,
      title: 'Continuing education',
      name: 'Clinical education portal with accredited courses on infusion therapy, medication safety and smart pumps',
    },
  },
};

export const Disabled: Story = { args: { document: { ...direct, disabled: true } } };

export const WithTopGap: Story = { args: { document: { ...direct, topGap: true } } };

/** The long heading and name on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };
