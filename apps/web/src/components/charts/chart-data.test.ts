import { describe, expect, it } from 'vitest';
import { formatKey, INTEGER_STEPS, isEmptyChart, labelIndexes, toColumns } from './chart-data.ts';

const series = [
  { key: 'views', label: 'Views', colour: '#000' },
  { key: 'clicks', label: 'Clicks', colour: '#111' },
] as const;

describe('chart data', () => {
  it('turns rows into uPlot columns with the row index as x', () => {
    const rows = [
      { date: '2026-03-01', views: 4, clicks: 1 },
      { date: '2026-03-02', views: 0, clicks: 0 },
    ];
    expect(toColumns(rows, series)).toEqual([
      [0, 1],
      [4, 0],
      [1, 0],
    ]);
    expect(isEmptyChart(rows, series)).toBe(false);
    expect(isEmptyChart([{ date: '2026-03-01', views: 0, clicks: 0 }], series)).toBe(true);
    expect(isEmptyChart([], series)).toBe(true);
  });

  it('labels days and months on the calendar day they name, in either language', () => {
    // Formatted in UTC: the key's own day, whatever the reader's time zone.
    expect(formatKey('2026-03-01', 'day', 'en-CA')).toBe('Mar 1');
    expect(formatKey('2026-03-01', 'day', 'fr-CA')).toBe('1 mars');
    expect(formatKey('2026-12', 'month', 'en-CA', true)).toBe('December 2026');
    expect(formatKey('2026-12', 'month', 'fr-CA', true)).toBe('décembre 2026');
  });

  it('spaces the x labels so they fit, always starting at the first row', () => {
    expect(labelIndexes(0, 600)).toEqual([]);
    expect(labelIndexes(5, 640)).toEqual([0, 1, 2, 3, 4]);
    const year = labelIndexes(366, 320);
    expect(year[0]).toBe(0);
    expect(year.length).toBeLessThanOrEqual(5);
  });

  it('steps counts by whole numbers', () => {
    expect(INTEGER_STEPS.slice(0, 4)).toEqual([1, 2, 5, 10]);
    expect(INTEGER_STEPS.every(Number.isInteger)).toBe(true);
  });
});
