import type { Lot } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LotManager } from './LotManager.tsx';
import { centsOf, nextLotNumber } from './lot-form-values.ts';

const auctionId = '11111111-1111-4111-8111-111111111111';
const lotOf = (n: number, overrides: Partial<Lot> = {}): Lot => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  auctionId,
  position: n,
  lotNumber: String(n),
  title: `Lot title ${n}`,
  description: null,
  titleFr: null,
  descriptionFr: null,
  estimateLow: null,
  estimateHigh: null,
  categoryId: null,
  quantity: 1,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const CATEGORIES = [
  { id: '22222222-2222-4222-8222-222222222222', name: 'Antiques' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Farm equipment' },
];

function showManager(lots: Lot[]) {
  const fetchMock = mockFetch((call) => {
    if (call.method === 'GET' && call.url.startsWith(`/api/auctions/${auctionId}/lots?`)) {
      return jsonResponse(200, {
        lots,
        pagination: { page: 1, limit: 100, total: lots.length, totalPages: 1 },
      });
    }
    if (call.method === 'POST' && call.url === `/api/auctions/${auctionId}/lots`) {
      return jsonResponse(201, { lot: lotOf(99, call.body as Partial<Lot>) });
    }
    if (call.method === 'PUT') return jsonResponse(200, { success: true });
    if (call.url === '/api/categories') return jsonResponse(200, CATEGORIES);
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  const routes = [{ path: '/listings/edit/:id', element: <LotManager auctionId={auctionId} /> }];
  return {
    ...renderRoutes(routes, { initialEntries: [`/listings/edit/${auctionId}`], user: null }),
    ...fetchMock,
  };
}

describe('LotManager, the seller’s catalogue', () => {
  it('adds a lot with its estimate in cents, suggesting the next number', async () => {
    const { user, calls } = showManager([lotOf(1), lotOf(2)]);
    const form = within(
      await screen.findByRole('heading', { name: 'Add a lot' }).then((h) => h.parentElement as HTMLElement),
    );
    expect(form.getByLabelText(/Lot number/)).toHaveValue('3');
    await user.type(form.getByLabelText('Title'), 'Heintzman upright piano');
    await user.type(form.getByLabelText(/Low estimate/), '1 250,50');
    await user.type(form.getByLabelText(/High estimate/), '2000');
    await user.click(form.getByRole('button', { name: 'Add lot' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      lotNumber: '3',
      title: 'Heintzman upright piano',
      estimateLow: 125_050,
      estimateHigh: 200_000,
      quantity: 1,
    });
    expect(await screen.findByText('Lot 3 added.')).toBeInTheDocument();
  });

  it('says a low estimate above the high one is refused, in the contract’s words, without sending it', async () => {
    const { user, calls } = showManager([]);
    const form = within(
      await screen.findByRole('heading', { name: 'Add a lot' }).then((h) => h.parentElement as HTMLElement),
    );
    await user.type(form.getByLabelText('Title'), 'Pine blanket box');
    await user.type(form.getByLabelText(/Low estimate/), '500');
    await user.type(form.getByLabelText(/High estimate/), '100');
    await user.click(form.getByRole('button', { name: 'Add lot' }));
    expect(await screen.findByText(MESSAGES.lotEstimateOrder)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the active categories in the lot form and saves the one chosen', async () => {
    const retired = '44444444-4444-4444-8444-444444444444';
    const { user, calls } = showManager([lotOf(1, { categoryId: retired })]);
    const form = within(
      await screen.findByRole('heading', { name: 'Add a lot' }).then((h) => h.parentElement as HTMLElement),
    );
    const picker = form.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(picker).toHaveValue('');
    await user.type(form.getByLabelText('Title'), 'Pine blanket box');
    await user.selectOptions(picker, 'Farm equipment');
    await user.click(form.getByRole('button', { name: 'Add lot' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      categoryId: CATEGORIES[1]?.id,
    });

    // A lot in a category since retired keeps it, named as such, until the seller changes it.
    await user.click(screen.getByRole('button', { name: 'Edit lot 1' }));
    const editor = screen.getAllByRole('combobox', { name: 'Category' })[0] as HTMLSelectElement;
    expect(editor).toHaveValue(retired);
    expect(
      within(editor).getByRole('option', { name: 'Its current category (retired)' }),
    ).toBeInTheDocument();
  });

  it('moves a lot down with its button, sending every id in the new order', async () => {
    const { user, calls } = showManager([lotOf(1), lotOf(2), lotOf(3)]);
    expect(await screen.findByRole('button', { name: 'Move lot 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move lot 1 down' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/lots/order'))).toBeDefined());
    expect(calls.find((call) => call.url.endsWith('/lots/order'))?.body).toEqual({
      lotIds: [lotOf(2).id, lotOf(1).id, lotOf(3).id],
    });
    expect(screen.getByRole('button', { name: 'Move lot 3 down' })).toBeDisabled();
  });
});

describe('the lot form’s values', () => {
  it('reads dollars as people type them', () => {
    expect(centsOf('')).toBeNull();
    expect(centsOf('$1,250')).toBe(125_000);
    expect(centsOf('1 250,5')).toBe(125_050);
    expect(centsOf('99.99')).toBe(9_999);
    expect(centsOf('ten')).toBeNaN();
    expect(nextLotNumber([{ lotNumber: '12' }, { lotNumber: '12A' }, { lotNumber: 'B' }])).toBe('13');
  });
});
