import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneGlobals } from '../../../.storybook/viewports';
import { titlesOf } from '../shared/line-titles';
import { catalogue, usage } from '../testing/console-fixtures';
import { inConsoleColumn } from '../testing/story-router';
import { UsageChart } from './usage-chart';
import { daysBetween, downloadSeries, searchSeries, signInSeries } from './usage-figures';

const days = daysBetween(usage.from, usage.to);

const meta = {
  title: 'Console/Usage/Chart with its table',
  component: UsageChart,
  decorators: [inConsoleColumn],
  args: { title: 'Sign-ins per day', days, series: signInSeries(days, usage) },
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Successful against failed sign-ins; days without any are drawn as 0. */
export const SignIns: Story = {};

/** Downloads stacked by product line; the table keeps each line's own figure. */
export const DownloadsStacked: Story = {
  args: { title: 'Downloads per day', series: downloadSeries(days, usage, titlesOf(catalogue)), stacked: true },
};

/** Searches, and those that found nothing. */
export const Searches: Story = { args: { title: 'Searches per day', series: searchSeries(days, usage) } };

export const Phone: Story = { globals: phoneGlobals };
