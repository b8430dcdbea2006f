import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { titlesOf } from '../shared/line-titles';
import { catalogue } from '../testing/console-fixtures';
import { NoticeMailTable } from './notice-mail-table';

const [first, second] = catalogue;
if (!first || !second) throw new Error('The console fixtures have two lines');

const meta = {
  title: 'Console/E-mail updates/Lines',
  component: NoticeMailTable,
  args: {
    titles: titlesOf(catalogue),
    lines: [
      {
        model: first.model,
        subscribers: [
          { lang: 'en', count: 42 },
          { lang: 'es', count: 7 },
        ],
        waiting: 3,
        sent: 120,
        failing: 0,
        failed: 0,
        lastError: null,
      },
      {
        model: second.model,
        subscribers: [
          { lang: 'en', count: 0 },
          { lang: 'es', count: 0 },
        ],
        waiting: 0,
        sent: 0,
        failing: 0,
        failed: 0,
        lastError: null,
      },
    ],
  },
} satisfies Meta<typeof NoticeMailTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages going out: one line followed in two languages, one followed by nobody yet. */
export const Normal: Story = {};

/** The SMTP server refuses: messages failing and given up, with the server's last answer. */
export const Failing: Story = {
  args: {
    lines: [
      {
        model: first.model,
        subscribers: [
          { lang: 'en', count: 42 },
          { lang: 'es', count: 7 },
        ],
        waiting: 0,
        sent: 12,
        failing: 30,
        failed: 5,
        lastError: '421 4.7.0 smtp.example.org: too many connections from 192.0.2.10, try again later',
      },
    ],
  },
};

/** On a phone. */
export const Phone: Story = { globals: phoneGlobals };
