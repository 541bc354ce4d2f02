import { FALLBACK_CATEGORY_NAMES } from '@mariner/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { HomePage } from './HomePage.tsx';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/auctions', element: <p>auctions page</p> },
];

describe('HomePage', () => {
  it('links category chips to the filtered list', async () => {
    const id = '0f8e4c4a-3a6b-4c1f-9b1e-2d3c4b5a6f70';
    mockFetch(() => jsonResponse(200, [{ id, name: 'Marine & Boats' }]));
    renderRoutes(routes);
    expect(await screen.findByRole('link', { name: 'Marine & Boats' })).toHaveAttribute(
      'href',
      `/auctions?category=${id}`,
    );
  });

  it('falls back to the spec’s category names when the list fails', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderRoutes(routes);
    for (const name of FALLBACK_CATEGORY_NAMES) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        `/auctions?search=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      );
    }
  });

  it('searches auctions from the hero (decision 7)', async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user, router } = renderRoutes(routes);
    await user.type(screen.getByLabelText('Search auctions'), 'antique clock');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('auctions page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auctions', search: '?search=antique+clock' });
  });
});
