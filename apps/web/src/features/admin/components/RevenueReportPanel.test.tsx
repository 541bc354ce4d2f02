import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { revenuePeriod } from '../api/revenue-report.ts';
import { RevenueReportPanel } from './RevenueReportPanel.tsx';

const REPORT = {
  from: '2026-01-01',
  to: '2026-03-31',
  timeZone: 'America/Halifax',
  currency: 'CAD',
  months: [
    { month: '2026-01', listings: 9_900, banners: 14_900, directory: 29_900, total: 54_700 },
    { month: '2026-02', listings: 0, banners: 0, directory: 0, total: 0 },
    { month: '2026-03', listings: -9_900, banners: 0, directory: 0, total: -9_900 },
  ],
  totals: { listings: 0, banners: 14_900, directory: 29_900, total: 44_800 },
};

const open = (role: 'SUPERADMIN' | 'ADMIN' = 'SUPERADMIN') =>
  renderRoutes([{ path: '/admin', element: <RevenueReportPanel /> }], {
    initialEntries: ['/admin'],
    user: makeUser({ role }),
  });

describe('RevenueReportPanel', () => {
  it('charts revenue per month and product, with the totals, the table and the CSV', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, REPORT));
    const { user } = open();
    expect(await screen.findByText('$448.00')).toBeInTheDocument();
    const period = revenuePeriod(12);
    expect(calls[0]?.url).toBe(`/api/admin/reports/revenue?from=${period.from}&to=${period.to}`);
    expect(period.from.endsWith('-01')).toBe(true);
    const table = screen.getByRole('table', { name: 'Revenue per month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('MonthListingsBannersDirectory');
    expect(rows[1]).toBe('January 2026$99.00$149.00$299.00');
    expect(rows[3]).toBe('March 2026-$99.00$0.00$0.00');
    expect(screen.getByRole('link', { name: 'Download revenue CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/revenue?from=${period.from}&to=${period.to}&format=csv`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Months' }), 'Last 24 months');
    const longer = revenuePeriod(24);
    await screen.findByText('$448.00');
    expect(calls.at(-1)?.url).toBe(`/api/admin/reports/revenue?from=${longer.from}&to=${longer.to}`);
  });

  it('shows nothing to an admin who is not a superadmin, and asks nothing', () => {
    const { calls } = mockFetch(() => jsonResponse(200, REPORT));
    open('ADMIN');
    expect(screen.queryByRole('heading', { name: 'Revenue' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
