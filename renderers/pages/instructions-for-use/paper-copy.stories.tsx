import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { PaperCopyOutcome, RenderActions } from '../../../engine/rendering/contract';
import type { SectionResource } from '../../../engine/shared/types';
import { demoCompiled, demoCompiledSite } from '../../testing/demo-content';
import { withPortal } from '../../testing/story-decorator';
import { PaperCopy } from './paper-copy';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/internal/using-the-pump/instructions-for-use`;
const section = compiled.sections['instructions-for-use'] as SectionResource;
const texts = demoCompiledSite().site.paperCopy;

/** The site's answer to a request, as a story needs it. */
const answering = (outcome: PaperCopyOutcome | 'never'): { actions: Partial<RenderActions> } => ({
  actions: {
    requestPaperCopy: () => (outcome === 'never' ? new Promise<PaperCopyOutcome>(() => {}) : Promise.resolve(outcome)),
  },
});

const meta = {
  title: 'Pages/instructions-for-use/paper copy',
  component: PaperCopy,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { section },
} satisfies Meta<typeof PaperCopy>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: texts.buttonLabel }));
};

const fillAndSend = async (canvasElement: HTMLElement) => {
  await open(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(texts.nameLabel), 'Ada Nurse');
  await userEvent.type(canvas.getByLabelText(texts.facilityLabel), 'St Mary’s Hospital');
  await userEvent.type(canvas.getByLabelText(texts.addressLabel), 'Ward 7{Enter}1 Main Street{Enter}Springfield');
  await userEvent.type(canvas.getByLabelText(texts.emailLabel), 'ada@example.org');
  await userEvent.click(canvas.getByRole('button', { name: texts.submitLabel }));
};

/** The button under the documents; the form is closed. */
export const Closed: Story = {};

/** The form open, the page's first document preselected, focus on its heading. */
export const Open: Story = { play: ({ canvasElement }) => open(canvasElement) };

/** Sent, the answer not back yet: the send button says so and takes no second press. */
export const Sending: Story = {
  parameters: { portal: { compiled, initialEntries: [path], ...answering('never') } },
  play: ({ canvasElement }) => fillAndSend(canvasElement),
};

/** Received: the reference to quote, and a button that closes the form. */
export const Sent: Story = {
  parameters: { portal: { compiled, initialEntries: [path], ...answering({ ok: true, reference: 'PC-7K3M-Q9XD' }) } },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await within(canvasElement).findByRole('button', { name: texts.closeLabel });
  },
};

const refused = answering({
  ok: false,
  message: '',
  fields: { email: 'Not a valid email address', address: 'At most 500 characters' },
});

/** Refused by the server: the reasons listed at the top and under each field, focus on the first. */
export const Refused: Story = {
  parameters: { portal: { compiled, initialEntries: [path], ...refused } },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await within(canvasElement).findByText('Not a valid email address');
  },
};

/** Not sent for a reason no field is to blame for (too many requests, no connection). */
export const Failed: Story = {
  parameters: {
    portal: {
      compiled,
      initialEntries: [path],
      ...answering({ ok: false, message: 'Too many attempts. Please wait a moment and try again.', fields: {} }),
    },
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await within(canvasElement).findByText(texts.failed);
  },
};

/** The refused form on a small phone: every field as wide as the screen, nothing scrolls sideways. */
export const Phone: Story = { ...Refused, globals: phoneGlobals };
