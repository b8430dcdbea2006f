/**
 * A chart of figures per day, drawn by uPlot on a canvas hidden from assistive technology, and the
 * same figures in a table below it: the accessible version, and the one to copy from. Stacked series
 * are drawn as running sums (each band from the one below it), while the table keeps each own figure.
 */
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import { DataTable } from '../shared/data-table';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface UsageChartProps {
  title: string;
  days: string[];
  series: ChartSeries[];
  stacked?: boolean;
}

/** The chart colours of the design tokens (--color-chart-1, -2, … of site/styles/tokens.css), in order. */
function chartPalette(): string[] {
  const style = getComputedStyle(document.documentElement);
  const colours: string[] = [];
  for (let colour = style.getPropertyValue('--color-chart-1').trim(); colour; ) {
    colours.push(colour);
    colour = style.getPropertyValue(`--color-chart-${colours.length + 1}`).trim();
  }
  return colours;
}

const chartHeight = 240;

function runningSums(series: ChartSeries[]): number[][] {
  const sums: number[][] = [];
  series.forEach((one, index) => {
    sums.push(one.values.map((value, day) => value + (index > 0 ? (sums[index - 1]?.[day] ?? 0) : 0)));
  });
  return sums;
}

/** Draws when the browser can (jsdom has no canvas nor media queries: there the table stands alone). */
function useUplot(host: React.RefObject<HTMLDivElement | null>, { days, series, stacked }: UsageChartProps) {
  useEffect(() => {
    const element = host.current;
    if (!element || typeof window.matchMedia !== 'function' || typeof ResizeObserver !== 'function') return;
    let stop = () => {};
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      // Days by their index, labelled as the table writes them: a time scale would mark hours.
      const x = days.map((_, index) => index);
      const ys = stacked ? runningSums(series) : series.map((one) => one.values);
      // Stacked: the tallest sum first, so each smaller one is painted over it.
      const order = stacked ? [...series.keys()].reverse() : [...series.keys()];
      const palette = chartPalette();
      const plot = new UPlot(
        {
          width: element.clientWidth || 600,
          height: chartHeight,
          scales: { x: { time: false } },
          axes: [
            { incrs: [1, 2, 7, 14, 28], values: (_, splits) => splits.map((index) => (days[index] ?? '').slice(5)) },
            {},
          ],
          series: [
            { label: 'Day', value: (_, index) => days[index] ?? '' },
            ...order.map((index) => ({
              label: series[index]?.label,
              stroke: palette[index % palette.length],
              width: 2,
              ...(stacked ? { fill: `${palette[index % palette.length]}55` } : {}),
            })),
          ],
        },
        [x, ...order.map((index) => ys[index] ?? [])],
        element,
      );
      const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: chartHeight }));
      resize.observe(element);
      stop = () => {
        resize.disconnect();
        plot.destroy();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [host, days, series, stacked]);
}

export function UsageChart(props: UsageChartProps) {
  const { title, days, series } = props;
  const host = useRef<HTMLDivElement>(null);
  useUplot(host, props);
  return (
    <figure className="usage-chart">
      <div className="chart" ref={host} aria-hidden="true" />
      <DataTable
        caption={title}
        columns={['Day', ...series.map((one) => ({ label: one.label, numeric: true }))]}
        rowCount={days.length}
      >
        {days.map((day, index) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            {series.map((one) => (
              <td className="number" key={one.label}>
                {one.values[index] ?? 0}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </figure>
  );
}
