import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { currentMonth, SalesTaxReportPanel } from './SalesTaxReportPanel.tsx';

const figures = (overrides: Record<string, unknown> = {}) => ({
  taxableSales: 0,
  tax: 0,
  taxes: { GST: 0, PST: 0, RST: 0, QST: 0, HST: 0 },
  grossSales: 0,
  grossTax: 0,
  refundedSales: 0,
  refundedTax: 0,
  invoices: 0,
  refunds: 0,
  ...overrides,
});

const REPORT = {
  from: '2026-11-01',
  to: '2026-11-27',
  timeZone: 'America/Halifax',
  currency: 'CAD',
  provinces: [
    {
      province: 'NS',
      ...figures({ taxableSales: 9900, tax: 1386, taxes: { GST: 0, PST: 0, RST: 0, QST: 0, HST: 1386 } }),
    },
    {
      province: 'QC',
      ...figures({ taxableSales: 9900, tax: 1483, taxes: { GST: 495, PST: 0, RST: 0, QST: 988, HST: 0 } }),
    },
  ],
  totals: figures({
    taxableSales: 19800,
    tax: 2869,
    taxes: { GST: 495, PST: 0, RST: 0, QST: 988, HST: 1386 },
    refundedTax: 1386,
  }),
};

function AdminProbe() {
  const location = useLocation();
  return <p>admin home at {location.pathname}</p>;
}

const open = (role: 'SUPERADMIN' | 'ADMIN' = 'SUPERADMIN') =>
  renderRoutes(
    [
      { path: '/admin', element: <AdminProbe /> },
      { path: '/admin/reports', element: <SalesTaxReportPanel /> },
    ],
    { initialEntries: ['/admin/reports'], user: makeUser({ role }) },
  );

describe('SalesTaxReportPanel', () => {
  it('shows each province’s sales and taxes with the totals, for the current month by default', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, REPORT));
    open();
    const table = await screen.findByRole('table', { name: 'Sales tax from 2026-11-01 to 2026-11-27' });
    const period = currentMonth();
    expect(calls[0]?.url).toBe(`/api/admin/reports/sales-tax?from=${period.from}&to=${period.to}`);
    expect(within(table).getByRole('row', { name: /Nova Scotia/ })).toHaveTextContent(
      '$99.00$0.00$0.00$0.00$0.00$13.86$13.86',
    );
    expect(within(table).getByRole('row', { name: /Quebec/ })).toHaveTextContent(
      '$99.00$4.95$0.00$0.00$9.88$0.00$14.83',
    );
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'Total$198.00$4.95$0.00$0.00$9.88$13.86$28.69',
    );
    expect(within(table).getByRole('columnheader', { name: 'QST' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/sales-tax?from=${period.from}&to=${period.to}&format=csv`,
    );
  });

  it('asks again for another period, and says when the end is before the start', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, REPORT));
    open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    await screen.findByRole('table');
    expect(calls.at(-1)?.url).toBe('/api/admin/reports/sales-tax?from=2025-03-01&to=2025-03-31');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-04-15' } });
    expect(await screen.findByText('The end of the period must not be before its start')).toBeInTheDocument();
  });

  it('sends an admin who is not a superadmin back to /admin', async () => {
    mockFetch(() => jsonResponse(403, { error: 'FORBIDDEN', message: 'no' }));
    open('ADMIN');
    expect(await screen.findByText('admin home at /admin')).toBeInTheDocument();
  });
});
