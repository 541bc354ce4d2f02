import 'uplot/dist/uPlot.min.css';
import './charts.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import {
  type ChartRow,
  type ChartSeries,
  type ChartUnit,
  DASHES,
  formatKey,
  INTEGER_STEPS,
  labelIndexes,
  toColumns,
} from './chart-data.ts';

export interface ChartCanvasProps<K extends string> {
  rows: readonly ChartRow<K>[];
  series: readonly ChartSeries<K>[];
  unit: ChartUnit;
  kind: 'line' | 'bars';
  width: number;
  height: number;
  locale: string;
  formatValue: (value: number) => string;
  /** Names the x value in the legend ("Date", "Month"). */
  xLabel: string;
}

const AXIS = { stroke: '#5b6b7a', grid: { stroke: '#e6e9ec', width: 1 }, ticks: { show: false } };

function buildOptions<K extends string>(props: ChartCanvasProps<K>): uPlot.Options {
  const { rows, series, unit, kind, width, height, locale, formatValue, xLabel } = props;
  const count = rows.length;
  const label = (index: number) => {
    const row = rows[Math.round(index)];
    return row ? formatKey(row.date, unit, locale) : '';
  };
  // Bars sit on their row with half a slot either side; a line spans first to last row.
  const pad = kind === 'bars' || count < 2 ? 0.5 : 0;
  const bars =
    kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7 / Math.max(1, series.length), 48] }) : undefined;
  return {
    width,
    height,
    // Room on the right for the last x label, which is centred on the last row.
    padding: [8, 32, 0, 0],
    scales: {
      x: { time: false, range: () => [-pad, Math.max(0, count - 1) + pad] },
      // Always from 0 (or below, for a month of refunds), so a height is its size; never flat 0..0.
      y: { range: (_u, min, max) => [Math.min(0, min * 1.1), max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...AXIS,
        splits: (u) => labelIndexes(count, u.bbox.width / devicePixelRatio),
        values: (_u, splits) => splits.map(label),
      },
      {
        ...AXIS,
        incrs: INTEGER_STEPS,
        size: 64,
        values: (_u, splits) => splits.map(formatValue),
      },
    ],
    series: [
      { label: xLabel, value: (_u, index) => (index == null ? '' : label(index)) },
      ...series.map((one, index) => ({
        label: one.label,
        stroke: one.colour,
        width: 2,
        ...(kind === 'bars'
          ? { fill: one.colour, paths: bars, points: { show: false } }
          : {
              dash: DASHES[index % DASHES.length],
              points: { show: count <= 45, size: 5, fill: one.colour },
            }),
        value: (_u: uPlot, value: number | null) => (value == null ? '–' : formatValue(value)),
      })),
    ],
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    legend: { live: true },
  };
}

/**
 * uPlot drawing the rows (loaded only from DailyChart, in a chunk of its own with uPlot's CSS). The
 * canvas is a picture for sighted readers: its numbers are DailyChart's table, so it is hidden from
 * assistive technology there. Rebuilt when the data or the look changes, resized in place otherwise.
 */
export function ChartCanvas<K extends string>(props: ChartCanvasProps<K>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const { rows, series, unit, kind, height, locale, width, xLabel } = props;
  // The caller's formatter is read when drawing, so a new function each render redraws nothing.
  const formatRef = useRef(props.formatValue);
  formatRef.current = props.formatValue;
  // biome-ignore lint/correctness/useExhaustiveDependencies: width is applied by setSize below, not by a rebuild.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const formatValue = (value: number) => formatRef.current(value);
    const plot = new uPlot(
      buildOptions({ rows, series, unit, kind, width, height, locale, formatValue, xLabel }),
      toColumns(rows, series) as uPlot.AlignedData,
      box,
    );
    plotRef.current = plot;
    return () => {
      plot.destroy();
      plotRef.current = null;
    };
  }, [rows, series, unit, kind, height, locale, xLabel]);

  useEffect(() => {
    plotRef.current?.setSize({ width, height });
  }, [width, height]);

  return <div ref={boxRef} className="daily-chart" />;
}
