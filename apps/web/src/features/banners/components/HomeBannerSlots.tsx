import type { ReactNode } from 'react';
import { useHomepageBanners } from '../api/banners-api.ts';
import { BannerImageLink } from './BannerImageLink.tsx';

/**
 * The home page's banner slots (spec 000 §2). The home feature owns the grey placeholders and
 * passes them in as `fallback`: shown while loading, on failure and when no banner is served.
 * Every slot reads the same query, so the home page makes one call.
 */
export function HomeTopBanner({ fallback }: { fallback: ReactNode }) {
  const { data } = useHomepageBanners();
  const banner = data?.topBanner ?? null;
  return banner ? <BannerImageLink banner={banner} /> : fallback;
}

/** The second leaderboard (the answer's featuredBanner, never the same banner as the top one). */
export function HomeFeaturedBanner({ fallback }: { fallback: ReactNode }) {
  const { data } = useHomepageBanners();
  const banner = data?.featuredBanner ?? null;
  return banner ? <BannerImageLink banner={banner} /> : fallback;
}

/** Sidebar slot `slot` (0-based): the served sidebar banners fill the slots in sidebar order. */
export function HomeSidebarBanner({ slot, fallback }: { slot: number; fallback: ReactNode }) {
  const { data } = useHomepageBanners();
  const banner = data?.sidebarBanners[slot] ?? null;
  return banner ? <BannerImageLink banner={banner} className="mx-auto" /> : fallback;
}
