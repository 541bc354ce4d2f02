import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { HomeFeaturedBanner, HomeSidebarBanner, HomeTopBanner } from './HomeBannerSlots.tsx';
import { PlacementBanner } from './PlacementBanner.tsx';

const ID = '5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c4a';
const square = {
  id: ID,
  imageUrl: '/uploads/banners/a.webp',
  mobileImageUrl: null,
  size: 'SQUARE',
  placement: 'HOMEPAGE_SIDEBAR_1',
  advertiserName: 'Harbour Movers',
  clickUrl: `/api/banners/${ID}/click`,
};

const slots = [
  {
    path: '/',
    element: (
      <>
        <HomeTopBanner fallback={<p>top placeholder</p>} />
        <HomeFeaturedBanner fallback={<p>featured placeholder</p>} />
        {[0, 1, 2].map((slot) => (
          <HomeSidebarBanner key={slot} slot={slot} fallback={<p>sidebar placeholder {slot}</p>} />
        ))}
      </>
    ),
  },
];

describe('home banner slots', () => {
  it('fill with served banners, linking through the click counter, and fall back to the placeholders', async () => {
    const { callsTo } = mockFetch(() =>
      jsonResponse(200, { topBanner: null, featuredBanner: null, sidebarBanners: [square] }),
    );
    renderRoutes(slots);
    const image = await screen.findByRole('img', { name: 'Harbour Movers' });
    const link = image.closest('a');
    expect(link).toHaveAttribute('href', `/api/banners/${ID}/click`);
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('top placeholder')).toBeInTheDocument();
    expect(screen.getByText('featured placeholder')).toBeInTheDocument();
    expect(screen.queryByText('sidebar placeholder 0')).not.toBeInTheDocument();
    expect(screen.getByText('sidebar placeholder 1')).toBeInTheDocument();
    expect(screen.getByText('sidebar placeholder 2')).toBeInTheDocument();
    // One call for every slot.
    expect(callsTo('/api/banners/homepage')).toHaveLength(1);
  });

  it('fill both leaderboards, top and featured, each with its own banner', async () => {
    const leaderboard = (id: string, advertiserName: string) => ({
      ...square,
      id,
      size: 'LEADERBOARD',
      placement: 'HOMEPAGE_FEATURED',
      advertiserName,
      clickUrl: `/api/banners/${id}/click`,
    });
    const TOP = '6b1d8f5f-0d82-4b1f-9b9f-7f2a3c4d5e6f';
    const FEATURED = '7c2e9a6a-1e93-4c2a-8caa-8a3b4d5e6f70';
    mockFetch(() =>
      jsonResponse(200, {
        topBanner: {
          ...leaderboard(TOP, 'Bay Auctions'),
          mobileImageUrl: '/uploads/banners/m/mobile-b.webp',
        },
        featuredBanner: leaderboard(FEATURED, 'Cove Appraisals'),
        sidebarBanners: [],
      }),
    );
    renderRoutes(slots);
    const featured = await screen.findByRole('img', { name: 'Cove Appraisals' });
    expect(featured.closest('a')).toHaveAttribute('href', `/api/banners/${FEATURED}/click`);
    expect(featured).toHaveAttribute('width', '970');
    expect(screen.getByRole('img', { name: 'Bay Auctions' }).closest('a')).toHaveAttribute(
      'href',
      `/api/banners/${TOP}/click`,
    );
    expect(screen.queryByText('top placeholder')).not.toBeInTheDocument();
    expect(screen.queryByText('featured placeholder')).not.toBeInTheDocument();
    // Issue 28: a leaderboard with a mobile image offers it to narrow screens; one without, none.
    const top = screen.getByRole('img', { name: 'Bay Auctions' });
    const source = top.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('srcset', '/uploads/banners/m/mobile-b.webp');
    expect(source).toHaveAttribute('media', '(max-width: 639px)');
    expect(featured.closest('picture')?.querySelector('source')).toBeNull();
  });

  it('keep every placeholder when the call fails', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderRoutes(slots);
    expect(await screen.findByText('top placeholder')).toBeInTheDocument();
    expect(screen.getByText('featured placeholder')).toBeInTheDocument();
    expect(screen.getByText('sidebar placeholder 0')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('show a placement’s square, and nothing when there is none', async () => {
    mockFetch((call) =>
      call.url.endsWith('/CATEGORY_PAGE')
        ? jsonResponse(200, { banner: { ...square, placement: 'CATEGORY_PAGE' } })
        : jsonResponse(200, { banner: null }),
    );
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <PlacementBanner placement="CATEGORY_PAGE" />
            <PlacementBanner placement="LISTING_DETAIL" />
          </>
        ),
      },
    ]);
    expect(await screen.findByRole('img', { name: 'Harbour Movers' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
