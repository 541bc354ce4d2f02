import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LatestBanners } from './LatestBanners.tsx';

const banner = (n: number, createdAt: string) => ({
  id: `5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c4${n}`,
  advertiserId: '8f5d2c8e-0b7a-4c61-9d7e-3f2a1b0c9d8e',
  advertiserName: `Ad ${n}`,
  contactEmail: 'ads@harbour.ca',
  targetUrl: 'https://harbour.ca',
  imageUrl: '/uploads/banners/a.webp',
  mobileImageUrl: null,
  placement: 'HOMEPAGE_SIDEBAR_1',
  size: 'SQUARE',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2099-01-01T00:00:00.000Z',
  status: 'ACTIVE',
  createdAt,
  impressions: n * 10,
  clicks: n,
});

describe('LatestBanners (dashboard)', () => {
  it('shows a service provider’s latest three banners with their numbers', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        banners: [1, 2, 3, 4].map((n) => banner(n, `2026-0${n}-01T00:00:00.000Z`)),
      }),
    );
    renderRoutes([
      { path: '/', element: <LatestBanners user={makeUser({ advertiserType: 'MOVE_MANAGER' })} /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Ad 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ad 4',
      'Ad 3',
      'Ad 2',
    ]);
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('4 active · 0 under review · 0 expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all banner ads' })).toHaveAttribute(
      'href',
      '/dashboard/banner-ads',
    );
  });

  it('shows nothing to auctioneers', () => {
    const { container } = renderRoutes([{ path: '/', element: <LatestBanners user={makeUser()} /> }]);
    expect(container).toBeEmptyDOMElement();
  });
});
