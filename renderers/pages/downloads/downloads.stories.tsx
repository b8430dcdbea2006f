import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { CompiledProduct } from '../../../engine/shared/types';
import { demoCompiled } from '../../testing/demo-content';
import { routeAt } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import { DownloadsPage } from './downloads';

const compiled = demoCompiled('infusion-pump');
const path = `${compiled.product.pathPrefix}/downloads`;

const meta = {
  title: 'Pages/downloads',
  component: DownloadsPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [path] } },
  args: { compiled, route: routeAt(compiled, path) },
} satisfies Meta<typeof DownloadsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every PDF of the sections the routes use. The demo sections also hold PDFs flagged
 * ignoreOnDownloads (the cleaning log, the software update): they are not listed.
 */
export const Normal: Story = {};

/** A route with a section shows its message above the tables. */
export const WithMessage: Story = {
  args: { section: { message: 'Print these sheets for your unit. Sizes help you plan a print run.', documents: [] } },
};

/** A name too long for one line, ending in a document code with no space to break at. */
export const LongNames: Story = {
  args: {
    compiled: {
      ...compiled,
      sections: {
        long: {
          message: 'Long names',
          documents: [
            {
              type: 'download',
              name: 'Priming the administration set, removing air from the line and responding to air-in-line alarms at the bedside (LVP-QT-PRIMING-AIR-IN-LINE-REV12)',
              filePath: 'demo/priming-and-air.pdf',
            },
          ],
        },
      },
      fileSizes: { download: { 'demo/priming-and-air.pdf': 1_048_576 }, 'secure-download': {} },
    } satisfies CompiledProduct,
  },
};

/**
 * Missing: compiled content without measured sizes (the compiler always measures them, so only
 * stale content looks like this). Compare the download row, which then shows no size at all.
 */
export const WithoutSizes: Story = {
  args: { compiled: { ...compiled, fileSizes: { download: {}, 'secure-download': {} } } },
};

/** Typed into the filter: only the rows whose name holds it stay, under their headings, and the count says how many. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Filter downloads' }), 'priming');
  },
};

/** Nothing matches what was typed: the count says 0 and a line says so instead of the tables. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Filter downloads' }), 'no such sheet');
  },
};

/** Empty state: the product line has no PDF to print. */
export const Empty: Story = { args: { compiled: { ...compiled, sections: {} } } };

/** The tables on a small phone: four columns in 320 pixels, names wrapping, sizes and links kept whole. */
export const Phone: Story = { globals: phoneGlobals };
