import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import type { CompiledProduct, Notice } from '../../../engine/shared/types';
import { demoCompiled, demoCompiledIn, demoCompiledSite } from '../../testing/demo-content';
import { spanishSite } from '../../testing/spanish-site';
import { withPortal, withSpanishDates } from '../../testing/story-decorator';
import { RecentNotices } from './notice';

const compiled = demoCompiled('infusion-pump');
const [demoNotice] = compiled.product.notices ?? [];
if (!demoNotice) throw new Error('The demo infusion pump has no safety notice');
/** Nine days after the demo notice: it is recent. */
const today = '2026-11-29';

const withNotices = (notices: Notice[]): CompiledProduct => ({
  ...compiled,
  product: { ...compiled.product, notices },
});

const meta = {
  title: 'Notices/recent notices',
  component: RecentNotices,
  decorators: [withPortal],
  parameters: { portal: { compiled, today } },
} satisfies Meta<typeof RecentNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's field safety notice, as the line's home shows it above everything. */
export const FieldSafetyNotice: Story = {};

/** A recall and an advisory beside it: each severity has its own colour and name. */
export const EverySeverity: Story = {
  parameters: {
    portal: {
      today,
      compiled: withNotices([
        { ...demoNotice, id: 'recall', severity: 'recall', title: 'Recall of administration sets, lot 24A117' },
        demoNotice,
        { ...demoNotice, id: 'advisory', severity: 'advisory', title: 'Cleaning agents approved for the keypad' },
      ]),
    },
  },
};

/** A long title without spaces and many GTINs on a small phone. */
export const Phone: Story = {
  globals: phoneGlobals,
  parameters: {
    portal: {
      today,
      compiled: withNotices([
        {
          ...demoNotice,
          title:
            'Occlusion-alarm-delay-at-low-rates-with-software-4.2.0-and-4.2.1 (FSN-2026-11-LVP-OCCLUSION-ALARM-DELAY)',
          gtins: ['04056869000015', '04056869000022', '04056869000039'],
        },
      ]),
    },
  },
};

/** The Spanish line's notice, with Spanish texts and dates. */
export const Spanish: Story = {
  decorators: [withSpanishDates],
  parameters: {
    portal: { today, compiled: demoCompiledIn('es', 'infusion-pump'), site: spanishSite(demoCompiledSite().site) },
  },
};
