import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../.storybook/viewports';
import { demoCompiled } from '../../renderers/testing/demo-content';
import { ApiError } from '../api/errors';
import { SignedInLayout } from '../layouts/signed-in-layout';
import { demoAccount, demoCatalogue, demoSite, withSite } from '../testing/story-providers';
import { CataloguePage } from './catalogue-page';

const [first] = demoCatalogue;
if (!first) throw new Error('content/site.json lists no product line');

const meta = {
  title: 'Site/Catalogue/Catalogue page',
  component: CataloguePage,
  decorators: [withSite],
  // As the signed-in layout draws it: under the header, the disclaimer above it.
  render: () => (
    <SignedInLayout>
      <CataloguePage />
    </SignedInLayout>
  ),
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account permitted for all six product lines, with the disclaimer still shown. */
export const SixCards: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(demoCatalogue.length);
  },
};

/** An account permitted for one product line. */
export const OneCard: Story = {
  parameters: { site: { account: { ...demoAccount, models: [first.model] } } },
};

/** The disclaimer acknowledged: the cards alone under WELCOME. */
export const DisclaimerAcknowledged: Story = {
  play: async ({ canvasElement }) => {
    const acknowledge = await within(canvasElement).findByRole('button', {
      name: demoSite.disclaimer.acknowledgeLabel,
    });
    await userEvent.click(acknowledge);
  },
};

/** A product title far longer than the demo's: it wraps inside its card, and the cards keep one height per row. */
export const LongProductTitle: Story = {
  parameters: {
    site: {
      catalogue: {
        status: 'ready',
        data: demoCatalogue.map((entry, index) =>
          index === 0
            ? { ...entry, title: `${entry.title} with Dose Error Reduction Software and Interoperability Server` }
            : entry,
        ),
      },
    },
  },
};

/** Empty: an account without any product line. */
export const NoProducts: Story = {
  parameters: { site: { account: { ...demoAccount, models: [] } } },
};

/** The catalogue is still loading. */
export const Loading: Story = { parameters: { site: { catalogue: { status: 'loading' } } } };

/** Error state: the catalogue could not be loaded; Try again loads it. */
export const LoadFailed: Story = {
  parameters: { site: { catalogue: { status: 'error', error: new ApiError('server') } } },
};

/** After a failure, Try again shows the cards. */
export const RetriedAfterFailure: Story = {
  parameters: LoadFailed.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(demoCatalogue.length);
  },
};

/** A new version of a document that asks to be read and confirmed: the notice under the intro, above the cards. */
export const DocumentsToConfirm: Story = {
  parameters: {
    site: {
      acknowledgements: {
        canConfirm: true,
        documents: demoCatalogue.flatMap((entry) => {
          const line = demoCompiled(entry.model);
          return (line.acknowledgements ?? []).map((document) => ({
            model: entry.model,
            line: line.product.title,
            ...document,
          }));
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: demoSite.acknowledgements.heading }),
    ).toBeVisible();
  },
};

/** The catalogue on a small phone: the disclaimer, then one card per row. */
export const Phone: Story = { globals: phoneGlobals };
