import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CompiledProduct } from '../../../engine/types';
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

/** A route with a section shows its message above the table. */
export const WithMessage: Story = {
  args: { section: { message: 'Print these sheets for your unit. Sizes help you plan a print run.', documents: [] } },
};

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
              name: 'Priming the administration set, removing air from the line and responding to air-in-line alarms at the bedside',
              filePath: 'demo/priming-and-air.pdf',
            },
          ],
        },
      },
      fileSizes: { download: { 'demo/priming-and-air.pdf': 1_048_576 }, 'secure-download': {} },
    } satisfies CompiledProduct,
  },
};

/** Empty state: the product line has no PDF to print. */
export const Empty: Story = { args: { compiled: { ...compiled, sections: {} } } };
