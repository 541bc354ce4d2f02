/**
 * The pure half of the charts (issue 30): the shapes they take, the palette, and how the rows become
 * uPlot's columns and labels. Kept apart from uPlot itself so pages and tests can use it without
 * loading the chart library (it is a chunk of its own, see DailyChart.tsx).
 */

/** One point on the x axis: a day (`YYYY-MM-DD`) or a month (`YYYY-MM`), and a number per series. */
export type ChartRow<K extends string> = { date: string } & Record<K, number>;

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  /** A colour from CHART_COLOURS (each one 3:1 or more on white, WCAG 1.4.11 for graphics). */
  colour: string;
}

export type ChartUnit = 'day' | 'month';

/**
 * Contrast on white: navy 12.2:1, teal 4.8:1, burnt orange 5.4:1, plum 8.8:1, red 6.5:1. Neighbours
 * differ in lightness as well as hue, and lines after the first are dashed, so colour is never
 * the only difference (WCAG 1.4.1).
 */
export const CHART_COLOURS = {
  navy: '#0b3954',
  teal: '#087e8b',
  orange: '#b54708',
  plum: '#6b2c91',
  red: '#b42318',
} as const;

/** The dash of the nth line: solid first, then patterns a reader can tell apart without colour. */
export const DASHES: readonly (number[] | undefined)[] = [undefined, [6, 4], [2, 3], [10, 3, 2, 3]];

/** True when there is nothing to draw: no rows, or every value of every series is 0. */
export function isEmptyChart<K extends string>(
  rows: readonly ChartRow<K>[],
  series: readonly ChartSeries<K>[],
): boolean {
  return rows.every((row) => series.every(({ key }) => !row[key]));
}

/** uPlot's aligned columns: x is the row's index (rows are evenly spaced, zero-filled days or months). */
export function toColumns<K extends string>(
  rows: readonly ChartRow<K>[],
  series: readonly ChartSeries<K>[],
): number[][] {
  return [rows.map((_, index) => index), ...series.map(({ key }) => rows.map((row) => row[key] ?? 0))];
}

/** A `YYYY-MM-DD` or `YYYY-MM` key as a UTC date, so formatting it in UTC gives the same day back. */
export function keyToDate(key: string): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A day as "Mar 5" / "5 mars", a month as "Mar 2026" / "mars 2026", in the reader's language. */
export function formatKey(key: string, unit: ChartUnit, locale: string, long = false): string {
  const options: Intl.DateTimeFormatOptions =
    unit === 'month'
      ? { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC', ...(long ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(locale, options).format(keyToDate(key));
}

/**
 * Which row indexes get a label on the x axis: every `step`th, with `step` chosen so labels are at
 * least `spacing` pixels apart. Taken from the rows (not uPlot's time increments), so a label always
 * falls on a real day or month.
 */
export function labelIndexes(count: number, width: number, spacing = 64): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(width / spacing));
  const step = Math.max(1, Math.ceil(count / fit));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  return indexes;
}

/** Round numbers for the y axis: counts never get half steps. */
export const INTEGER_STEPS: number[] = [1, 2, 5]
  .flatMap((base) => Array.from({ length: 10 }, (_, power) => base * 10 ** power))
  .sort((a, b) => a - b);
