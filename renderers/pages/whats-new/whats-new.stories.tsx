import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../../.storybook/viewports';
import { whatsNewOf, whatsNewRoute } from '../../../engine/shared/documents/whats-new';
import type { CompiledProduct } from '../../../engine/shared/types';
import { demoCompiled, demoCompiledSite } from '../../testing/demo-content';
import { spanishSite } from '../../testing/spanish-site';
import { withPortal, withSpanishDates } from '../../testing/story-decorator';
import { WhatsNewPage } from './whats-new';

const compiled = demoCompiled('infusion-pump');
const route = whatsNewRoute(compiled);
if (!route) throw new Error("The demo line has no What's new page");
/** A visit between the third and fourth newest documents: the three newest are badged. */
const visitBeforeThird = whatsNewOf(compiled)[2]?.date;

const meta = {
  title: "Pages/what's new",
  component: WhatsNewPage,
  decorators: [withPortal],
  parameters: { portal: { compiled, initialEntries: [route.path] } },
  args: { compiled, route },
} satisfies Meta<typeof WhatsNewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: every dated document of the line, newest first, with its date and page; no badges. */
export const Normal: Story = {};

/** A later visit: what changed since the previous one carries the Updated badge. */
export const UpdatedSinceLastVisit: Story = {
  parameters: { portal: { compiled, initialEntries: [route.path], previousVisit: visitBeforeThird } },
};

/** The earlier versions of the newest entry shown, as on its own page. */
export const PreviousVersionsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByText('Previous versions')[0] as HTMLElement);
  },
};

/** Empty: no document of the line is dated. */
export const Empty: Story = { args: { compiled: { ...compiled, sections: {} } satisfies CompiledProduct } };

/** A long name with no space to break at, and a long page title, on a small phone. */
export const Phone: Story = {
  args: {
    compiled: {
      ...compiled,
      sections: {
        ...compiled.sections,
        'quick-tips': {
          message: 'Long names',
          documents: [
            {
              type: 'download',
              name: 'Priming the administration set, removing air from the line and responding to air-in-line alarms (LVP-QT-PRIMING-AIR-IN-LINE-REV12)',
              filePath: 'ivenix/quick-tips/priming-primary-set.pdf',
              dateUpdated: '2026-01-05',
            },
          ],
        },
      },
    } satisfies CompiledProduct,
  },
  globals: phoneGlobals,
};

/** On a Spanish page: months ("Agosto de 2025") and dates ("21 de agosto de 2025") in Spanish. */
export const InSpanish: Story = {
  decorators: [withSpanishDates],
  parameters: { portal: { compiled, site: spanishSite(demoCompiledSite().site) } },
};
