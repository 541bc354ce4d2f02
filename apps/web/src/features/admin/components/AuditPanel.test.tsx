import type { AuditEntry } from '@mariner/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AuditPanel, formatAuditValue } from './AuditPanel.tsx';

const AUCTION_ID = '11111111-1111-4111-8111-111111111111';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  at: '2026-11-27T14:05:00.000Z',
  actor: { id: '22222222-2222-4222-8222-222222222222', email: 'reviewer@example.ca', name: 'Rita Reviewer' },
  action: 'auction.reject',
  subject: { type: 'auction', id: AUCTION_ID, label: 'Spring farm dispersal' },
  changes: { status: { before: 'PENDING', after: 'REJECTED' } },
  reason: { code: 'DUPLICATE', note: 'Same as last week.' },
  ...overrides,
});

const page = (
  entries: AuditEntry[],
  pagination = { page: 1, limit: 25, total: entries.length, totalPages: 1 },
) => ({
  entries,
  pagination,
});

function AdminProbe() {
  const location = useLocation();
  return <p>admin home at {location.pathname}</p>;
}

const open = (role: 'SUPERADMIN' | 'ADMIN' = 'SUPERADMIN') =>
  renderRoutes(
    [
      { path: '/admin', element: <AdminProbe /> },
      { path: '/admin/audit', element: <AuditPanel /> },
    ],
    { initialEntries: ['/admin/audit'], user: makeUser({ role }) },
  );

describe('AuditPanel', () => {
  it('shows each entry: when (Halifax time), who, what, the subject as a link, the reason and the changes', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, page([entry()])));
    open();
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const [row] = within(list).getAllByRole('listitem');
    if (!row) throw new Error('no row');
    expect(calls[0]?.url).toBe('/api/admin/audit?page=1&limit=25');
    expect(within(row).getByText('Auction rejected')).toBeInTheDocument();
    // 14:05 UTC is 10:05 in Halifax in November (AST, UTC−4).
    expect(within(row).getByText(/10:05/)).toHaveAttribute('datetime', '2026-11-27T14:05:00.000Z');
    expect(within(row).getByText(/Rita Reviewer/)).toHaveTextContent('Rita Reviewer (reviewer@example.ca)');
    expect(within(row).getByRole('link', { name: 'Spring farm dispersal' })).toHaveAttribute(
      'href',
      `/auctions/${AUCTION_ID}`,
    );
    expect(within(row).getByText('Duplicate listing — Same as last week.')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('1 change'));
    const changes = within(row).getByRole('table', { name: 'Changed fields, before and after' });
    expect(within(changes).getByRole('row', { name: /Status/ })).toHaveTextContent(
      'StatusUnder Review→ Rejected',
    );
  });

  it('sends the filters: actor and subject on Apply, the action at once, each from page 1', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, page([entry()])));
    open();
    await screen.findByRole('list', { name: 'Audit entries' });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'auction.approve' } });
    await screen.findByRole('list', { name: 'Audit entries' });
    expect(calls.at(-1)?.url).toBe('/api/admin/audit?page=1&limit=25&action=auction.approve');
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'rita@' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: `auction:${AUCTION_ID}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('list', { name: 'Audit entries' });
    expect(calls.at(-1)?.url).toBe(
      `/api/admin/audit?page=1&limit=25&actor=rita%40&action=auction.approve&subject=auction%3A${AUCTION_ID}`,
    );
  });

  it('pages through the log', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, page([entry()], { page: 1, limit: 25, total: 60, totalPages: 3 })),
    );
    open();
    expect(await screen.findByText(/60 entries\. Page 1 of 3\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('list', { name: 'Audit entries' });
    expect(calls.at(-1)?.url).toBe('/api/admin/audit?page=2&limit=25');
  });

  it('says when nothing matches', async () => {
    mockFetch(() => jsonResponse(200, page([])));
    open();
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('sends an admin who is not a superadmin back to /admin', async () => {
    mockFetch(() => jsonResponse(403, { error: 'FORBIDDEN', message: 'no' }));
    open('ADMIN');
    expect(await screen.findByText('admin home at /admin')).toBeInTheDocument();
  });
});

describe('formatAuditValue', () => {
  const words = { yes: 'Yes', no: 'No', none: '—' };
  it('reads nothing, yes/no, money in cents, lists and text', () => {
    expect(formatAuditValue('status', null, words)).toBe('—');
    expect(formatAuditValue('autoApprove', true, words)).toBe('Yes');
    expect(formatAuditValue('autoApprove', false, words)).toBe('No');
    expect(formatAuditValue('amountCents', 12_345, words)).toBe('$123.45');
    expect(formatAuditValue('movedLots', 3, words)).toBe('3');
    expect(formatAuditValue('order', ['Art', 'Boats'], words)).toBe('Art, Boats');
    expect(formatAuditValue('role', 'ADMIN', words)).toBe('ADMIN');
    expect(formatAuditValue('status', 'APPROVED', words, 'auction')).toBe('Live');
    expect(formatAuditValue('province', 'NS', words, 'user')).toBe('Nova Scotia');
  });

  it('names a price as the Pricing tab does', async () => {
    mockFetch(() =>
      jsonResponse(
        200,
        page([
          entry({
            action: 'pricing.update',
            subject: { type: 'pricing', id: 'AUCTION_LISTING', label: 'AUCTION_LISTING' },
            changes: { amountCents: { before: 9900, after: 10900 } },
            reason: null,
          }),
        ]),
      ),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getByText('Price changed')).toBeInTheDocument();
    expect(within(list).getByText('Auction listing')).toBeInTheDocument();
    fireEvent.click(within(list).getByText('1 change'));
    expect(within(list).getByRole('row', { name: /Price/ })).toHaveTextContent('Price$99.00→ $109.00');
  });
});
