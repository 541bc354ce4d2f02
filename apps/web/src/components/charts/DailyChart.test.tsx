import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHART_COLOURS } from './chart-data.ts';
import { DailyChart } from './DailyChart.tsx';

const days = [
  { date: '2026-03-01', impressions: 1200, clicks: 3 },
  { date: '2026-03-02', impressions: 0, clicks: 0 },
  { date: '2026-03-03', impressions: 45, clicks: 1 },
];
const series = [
  { key: 'impressions', label: 'Impressions', colour: CHART_COLOURS.navy },
  { key: 'clicks', label: 'Clicks', colour: CHART_COLOURS.orange },
] as const;

describe('DailyChart', () => {
  it('gives the same numbers as a table, hidden until asked for, under the chart’s name', async () => {
    const user = userEvent.setup();
    render(<DailyChart days={days} series={series} title="Impressions and clicks" />);
    expect(screen.getByText('Impressions and clicks', { selector: 'figcaption' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Impressions and clicks' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateImpressionsClicks',
      'Mar 1, 20261,2003',
      'Mar 2, 202600',
      'Mar 3, 2026451',
    ]);
    expect(within(table).getByText('Mar 1, 2026').closest('time')).toHaveAttribute('datetime', '2026-03-01');
    // Readable by a screen reader at once; shown on screen by the toggle.
    expect(table.parentElement).toHaveClass('sr-only');
    const toggle = screen.getByRole('button', { name: 'Show the numbers as a table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
    // The drawing itself is a picture for sighted readers only; without a measured width it waits.
    expect(screen.getByText('Loading the chart…').closest('[aria-hidden]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('says there is nothing to show when there are no rows or every value is 0', () => {
    const { rerender } = render(<DailyChart days={[]} series={series} title="Impressions and clicks" />);
    expect(screen.getByText('Nothing to show for these dates.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(
      <DailyChart
        days={[{ date: '2026-03-01', impressions: 0, clicks: 0 }]}
        series={series}
        title="Impressions and clicks"
        emptyText="No impressions yet."
      />,
    );
    expect(screen.getByText('No impressions yet.')).toBeInTheDocument();
  });

  it('reads months and money when told to', () => {
    render(
      <DailyChart
        days={[
          { date: '2026-01', banners: 14900 },
          { date: '2026-02', banners: 0 },
        ]}
        series={[{ key: 'banners', label: 'Banners', colour: CHART_COLOURS.teal }]}
        title="Revenue"
        unit="month"
        formatValue={(cents) => `$${(cents / 100).toFixed(2)}`}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Revenue' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthBanners',
      'January 2026$149.00',
      'February 2026$0.00',
    ]);
  });

  it('renders only the placeholder and the table on the server, never the chart', () => {
    const html = renderToString(<DailyChart days={days} series={series} title="Impressions and clicks" />);
    expect(html).toContain('Loading the chart…');
    expect(html).toContain('<table');
    expect(html).not.toContain('canvas');
    expect(html).not.toContain('u-legend');
  });
});
