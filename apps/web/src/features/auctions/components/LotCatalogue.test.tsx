import type { Lot } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeAuction } from '../test-data.ts';
import { LotCatalogue } from './LotCatalogue.tsx';

const auction = makeAuction(1);

const makeLot = (n: number, overrides: Partial<Lot> = {}): Lot => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  auctionId: auction.id,
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

/** The API's answer for a page of `total` lots, 50 a page, built from `lots` for the page asked. */
function showCatalogue(path: string, total: number, pageLots: (page: number) => Lot[]) {
  const fetchMock = mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === `/api/auctions/${auction.id}/lots`) {
      const page = Number(url.searchParams.get('page'));
      const pagination = { page, limit: 50, total, totalPages: Math.ceil(total / 50) };
      return jsonResponse(200, { lots: pageLots(page), pagination });
    }
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  const base = path.split('?')[0] ?? path;
  const routes = [{ path: base, element: <LotCatalogue auction={auction} /> }];
  return { ...renderRoutes(routes, { initialEntries: [path], user: null }), ...fetchMock };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LotCatalogue', () => {
  it('lists the lots with their anchor, estimate in CAD and quantity above one', async () => {
    showCatalogue('/auctions/a', 2, () => [
      makeLot(12, { lotNumber: '12', estimateLow: 50_000, estimateHigh: 125_050, quantity: 3 }),
      makeLot(13, { lotNumber: '12A', estimateHigh: 9_900 }),
    ]);
    const heading = await screen.findByRole('heading', { name: 'Catalogue: 2 lots' });
    expect(heading).toBeInTheDocument();
    const first = document.getElementById('lot-12');
    expect(first).not.toBeNull();
    const lot = within(first as HTMLElement);
    expect(lot.getByText('Estimate $500.00 – $1,250.50')).toBeInTheDocument();
    expect(lot.getByText('Quantity: 3')).toBeInTheDocument();
    expect(lot.getByRole('link', { name: 'Link to lot 12' })).toHaveAttribute('href', '?#lot-12');
    const second = within(document.getElementById('lot-12A') as HTMLElement);
    expect(second.getByText('Estimate up to $99.00')).toBeInTheDocument();
    expect(second.queryByText(/Quantity/)).not.toBeInTheDocument();
  });

  it('pages by links that crawlers follow (?lots=2), reading the page the address names', async () => {
    const { calls } = showCatalogue('/auctions/a?lots=2', 120, (page) =>
      Array.from({ length: page === 3 ? 20 : 50 }, (_, i) => makeLot((page - 1) * 50 + i + 1)),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/lots?page=2&limit=50'))).toBe(true);
    expect(document.getElementById('lot-51')).not.toBeNull();
    expect(document.getElementById('lot-1')).toBeNull();
    const pages = within(screen.getByRole('navigation', { name: 'Catalogue pages' }));
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/auctions/a?lots=3#catalogue',
    );
    expect(pages.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/auctions/a#catalogue');
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Link to lot 51' })).toHaveAttribute('href', '?lots=2#lot-51');
  });

  it('shows French text on a French page, and marks the English it falls back to with lang', async () => {
    await i18n.changeLanguage('fr');
    showCatalogue('/fr/encans/a', 2, () => [
      makeLot(1, {
        title: 'Pine blanket box',
        titleFr: 'Coffre en pin',
        estimateLow: 10_000,
        estimateHigh: 10_000,
      }),
      makeLot(2, { title: 'Heintzman piano', description: 'Walnut case' }),
    ]);
    const french = await screen.findByRole('heading', { name: 'Coffre en pin' });
    expect(french).not.toHaveAttribute('lang');
    const english = screen.getByRole('heading', { name: 'Heintzman piano' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Walnut case')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Estimation 100,00\s\$$/)).toBeInTheDocument();
  });

  it('is not shown when the auction has no lots', async () => {
    const { spy, queryClient } = showCatalogue('/auctions/a', 0, () => []);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: /Catalogue/ })).not.toBeInTheDocument();
  });

  it('opens a lot’s photos in the gallery’s lightbox from the keyboard', async () => {
    const { user } = showCatalogue('/auctions/a', 1, () => [
      makeLot(7, {
        images: ['/uploads/auctions/a/lots/b/one-1600.webp', '/uploads/auctions/a/lots/b/two-1600.webp'],
      }),
    ]);
    const photo = await screen.findByRole('button', { name: 'Photo 2 of 2 of lot 7' });
    photo.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
