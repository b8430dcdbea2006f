/** Usage over a period: sign-ins, downloads and searches per day, drawn and tabled, and the lists behind them. */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type CatalogueLine, consolePaths, type UsageAnswer } from '../../../engine/shared/console/console-api';
import { loadJson } from '../api/load';
import { usePageTitle } from '../app/use-page-title';
import { titlesOf } from '../shared/line-titles';
import { UsageChart } from './usage-chart';
import { daysBetween, downloadSeries, searchSeries, signInSeries } from './usage-figures';
import { UsageFilters } from './usage-filters';
import { usageAddress, usageFiltersOf } from './usage-period';
import { DormantAccounts, EmptySearches, TopDocuments } from './usage-tables';

export async function usageLoader({ request }: LoaderFunctionArgs) {
  const filters = usageFiltersOf(new URL(request.url).searchParams);
  const [usage, catalogue] = await Promise.all([
    loadJson<UsageAnswer>(request, usageAddress(filters)),
    loadJson<CatalogueLine[]>(request, consolePaths.catalogue),
  ]);
  return { filters, usage, catalogue };
}

export function UsagePage() {
  usePageTitle('Usage');
  const { filters, usage, catalogue } = useLoaderData<typeof usageLoader>();
  const titles = titlesOf(catalogue);
  const days = daysBetween(usage.from, usage.to);
  return (
    <>
      <h1>Usage</h1>
      {/* Keyed by the address's filters, so Back shows the ones that drew the page. */}
      <UsageFilters key={JSON.stringify(filters)} filters={filters} catalogue={catalogue} />
      <p>
        From {usage.from} to {usage.to}
      </p>
      <section aria-labelledby="sign-ins-heading">
        <h2 id="sign-ins-heading">Sign-ins per day</h2>
        <UsageChart title="Sign-ins per day" days={days} series={signInSeries(days, usage)} />
      </section>
      <section aria-labelledby="downloads-heading">
        <h2 id="downloads-heading">Downloads per day by product line</h2>
        <UsageChart title="Downloads per day" days={days} series={downloadSeries(days, usage, titles)} stacked />
        <TopDocuments rows={usage.topDocuments} titles={titles} />
      </section>
      <section aria-labelledby="searches-heading">
        <h2 id="searches-heading">Searches per day</h2>
        <UsageChart title="Searches per day" days={days} series={searchSeries(days, usage)} />
        <EmptySearches rows={usage.emptySearches} titles={titles} />
      </section>
      <section aria-labelledby="dormant-heading">
        <h2 id="dormant-heading">Dormant accounts</h2>
        <DormantAccounts rows={usage.dormantAccounts} idleDays={filters.idleDays} />
      </section>
    </>
  );
}
