import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { formatCount } from '../../lib/formatters.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { intlLocale } from '../../lib/locale.ts';
import { type ChartRow, type ChartSeries, type ChartUnit, formatKey, isEmptyChart } from './chart-data.ts';

/** uPlot and its CSS are a chunk of their own, fetched only once a chart is on screen (issue 30). */
const ChartCanvas = lazy(async () => ({ default: (await import('./ChartCanvas.tsx')).ChartCanvas }));

export interface DailyChartProps<K extends string> {
  /** One row per day (`YYYY-MM-DD`) or month (`YYYY-MM`), oldest first, already zero-filled. */
  days: readonly ChartRow<K>[];
  series: readonly ChartSeries<K>[];
  /** Names the chart and its table. */
  title: string;
  unit?: ChartUnit;
  /** Lines by default for days, bars for months. */
  kind?: 'line' | 'bars';
  /** The drawing's height in CSS pixels (the legend adds a line below). */
  height?: number;
  /** How a value reads on the axis, the legend and the table (counts by default; cents → formatCents). */
  formatValue?: (value: number) => string;
  /** Said instead of the chart when there is nothing to draw. */
  emptyText?: string;
  className?: string;
}

/** Room for uPlot's legend under the drawing, kept by the placeholder so nothing jumps when it loads. */
const LEGEND_HEIGHT = 40;

/**
 * Issue 30: numbers over time as a chart, for the stats pages (banners, directory listings, auctions,
 * the admin's revenue). The server and the hydrating render show a box of the chart's size and the
 * table; the chart is drawn after mount, once the box's width is measured (ResizeObserver keeps it
 * fitted). The canvas is hidden from assistive technology: the same numbers are in a table, visually
 * hidden until the reader asks for it with the toggle.
 */
export function DailyChart<K extends string>({
  days,
  series,
  title,
  unit = 'day',
  kind,
  height = 240,
  formatValue = formatCount,
  emptyText,
  className,
}: DailyChartProps<K>) {
  const { t } = useTranslation('charts');
  const tableId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [isTableShown, setTableShown] = useState(false);
  const locale = intlLocale();
  const isEmpty = isEmptyChart(days, series);
  // Series are often written inline by the caller; the chart is rebuilt only when they really change.
  const seriesKey = series
    .map(({ key, label, colour }) => `${key}\u0000${label}\u0000${colour}`)
    .join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: seriesKey stands for the series' contents.
  const stableSeries = useMemo(() => series, [seriesKey]);

  useEffect(() => {
    const box = boxRef.current;
    // Without ResizeObserver (an old browser, jsdom) the table stays the only view, as without JS.
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  if (isEmpty) {
    return (
      <figure className={cx('m-0', className)}>
        <figcaption className="text-sm font-semibold text-primary">{title}</figcaption>
        <p className="mt-2 rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-sm text-muted">
          {emptyText ?? t('empty')}
        </p>
      </figure>
    );
  }

  const placeholder = (
    <p className="flex h-full items-center justify-center text-sm text-muted">{t('loading')}</p>
  );
  return (
    <figure className={cx('m-0', className)}>
      <figcaption className="text-sm font-semibold text-primary">{title}</figcaption>
      <div
        ref={boxRef}
        aria-hidden="true"
        className="mt-2 w-full overflow-hidden"
        style={{ minHeight: height + LEGEND_HEIGHT }}
      >
        {width > 0 ? (
          <Suspense fallback={placeholder}>
            <ChartCanvas
              rows={days}
              series={stableSeries}
              unit={unit}
              kind={kind ?? (unit === 'month' ? 'bars' : 'line')}
              width={width}
              height={height}
              locale={locale}
              formatValue={formatValue}
              xLabel={unit === 'month' ? t('month') : t('date')}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <button
        type="button"
        aria-pressed={isTableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
        className="mt-2 text-sm font-semibold text-accent-strong underline underline-offset-2 hover:text-primary"
      >
        {t('showTable')}
      </button>
      <div
        id={tableId}
        className={isTableShown ? 'mt-2 max-h-80 overflow-auto rounded-lg border border-line' : 'sr-only'}
      >
        <table className="w-full border-collapse bg-white text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="px-3 py-2 font-semibold">
                {unit === 'month' ? t('month') : t('date')}
              </th>
              {series.map((one) => (
                <th key={one.key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((row) => (
              <tr key={row.date} className="border-b border-line last:border-0">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  <time dateTime={row.date}>{formatKey(row.date, unit, locale, true)}</time>
                </th>
                {series.map((one) => (
                  <td key={one.key} className="px-3 py-1.5 text-right tabular-nums">
                    {formatValue(row[one.key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
