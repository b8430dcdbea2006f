import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
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

/** The eIFU link with its small heading. Click the link to see the password modal. */
export const Normal: Story = {};

/** Missing: no small heading, only the link. */
export const NameOnly: Story = { args: { document: { ...external, title: undefined } } };

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

/** The long heading and name on a small phone: both wrap inside the screen. */
export const Phone: Story = { ...LongTitle, globals: phoneGlobals };

/** The password modal on a small phone: it fits the screen and its buttons stay reachable. */
export const PhoneDialogOpen: Story = { ...DialogOpen, globals: phoneGlobals };
