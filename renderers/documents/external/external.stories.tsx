import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoCompiled } from '../../testing/demo-content';
import { documentOfType } from '../../testing/fixtures';
import { inDocumentList, withPortal } from '../../testing/story-decorator';
import { ExternalDocument } from './external';

const compiled = demoCompiled('infusion-pump');
const external = documentOfType(compiled.sections['quick-tips'], 'external');

const meta = {
  title: 'Documents/external',
  component: ExternalDocument,
  decorators: [inDocumentList, withPortal],
  parameters: { portal: { compiled } },
  args: { document: external },
} satisfies Meta<typeof ExternalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the link to see the password modal. */
export const Normal: Story = {};

export const LongTitle: Story = {
  args: {
    document: {
      ...external,
      title: 'Electronic instructions for use for every software release of the infusion pump system',
      name: 'Instructions for use, operator manual and technical service manual (eIFU site, password required)',
    },
  },
};

export const Disabled: Story = { args: { document: { ...external, disabled: true } } };

export const WithTopGap: Story = { args: { document: { ...external, topGap: true } } };

/** The password modal as the user sees it after clicking the link. */
export const DialogOpen: Story = {
  // within/userEvent from storybook/test (not the play context's canvas) so the story also plays in smoke tests.
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: external.name }));
  },
};
