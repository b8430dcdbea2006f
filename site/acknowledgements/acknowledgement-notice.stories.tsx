import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { fillText } from '../../engine/shared/fill-text';
import type { AcknowledgementDue } from '../../engine/shared/types';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { useSignedIn } from '../session/signed-in-loader';
import { demoCatalogue, demoSite, withSite } from '../testing/story-providers';
import { AcknowledgementNotice, useAcknowledgementSender } from './acknowledgement-notice';

/** The demo's documents to confirm: every line's that asks for some, as the server lists them. */
const asked: AcknowledgementDue[] = demoCatalogue.flatMap((entry) => {
  const line = demoCompiled(entry.model);
  return (line.acknowledgements ?? []).map((document) => ({
    model: entry.model,
    line: line.product.title,
    ...document,
  }));
});
const [first] = asked;
if (!first) throw new Error('no demo line asks for a document to be confirmed: mark one in content/');
const texts = demoSite.acknowledgements;

/** The notice under a page's heading, as the catalogue (or with `model`, a line's home page) draws it. */
function NoticeUnderHeading({ model }: { model?: string }) {
  const { acknowledgements } = useSignedIn();
  const sender = useAcknowledgementSender();
  return (
    <main className="main">
      <h1>{demoSite.catalogue.heading}</h1>
      <AcknowledgementNotice answer={acknowledgements} sender={sender} {...(model ? { model } : {})} />
    </main>
  );
}

const meta = {
  title: 'Site/Acknowledgements/Notice',
  component: NoticeUnderHeading,
  decorators: [withSite],
  parameters: { site: { acknowledgements: { canConfirm: true, documents: asked } } },
} satisfies Meta<typeof NoticeUnderHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link that opens the first document: its name, then what screen readers hear of the new tab. */
const opensFirst = (name: string) => name.startsWith(fillText(texts.open, { document: first.name }));

const openFirst = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('link', { name: opensFirst }));
  return canvas;
};

/** On the catalogue, a person signed in by name: each document of the account's lines, with its line. */
export const OnTheCatalogue: Story = {};

/** On a line's home page: that line's documents only. */
export const OnALineHome: Story = { args: { model: first.model } };

/** Opened: the confirmation of the version read. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: fillText(texts.understood, { version: first.version }) }),
    ).toBeVisible();
  },
};

/** Confirmed: the document leaves the notice at once, and the page says it was recorded. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(
      await canvas.findByText(fillText(texts.confirmed, { document: first.name, version: first.version })),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: opensFirst })).toBeNull();
  },
};

/** A session of the shared password: the notice, and once opened, who can confirm and how to sign in so. */
export const SharedPassword: Story = {
  parameters: { site: { acknowledgements: { canConfirm: false, documents: asked } } },
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(canvas.getByText(texts.sharedPassword)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Error state: the server refused the confirmation, in its own words. */
export const Refused: Story = {
  parameters: { site: { acknowledgements: { canConfirm: true, documents: asked }, confirm: 'reject' } },
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failed);
  },
};

/** A document name far longer than the demo's: it wraps inside the notice. */
export const LongName: Story = {
  parameters: {
    site: {
      acknowledgements: {
        canConfirm: true,
        documents: [
          { ...first, name: `${first.name}, with the drug library and interoperability appendices, revised` },
        ],
      },
    },
  },
};

/** Nothing to confirm: no notice at all. */
export const NothingToConfirm: Story = {
  parameters: { site: { acknowledgements: { canConfirm: true, documents: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: texts.heading })).toBeNull();
  },
};

/** On a small phone, opened. */
export const Phone: Story = { globals: phoneGlobals, play: Opened.play };
