import type { Banner, BannerStatus } from '@mariner/contracts';
import { isBannerExpired } from '@mariner/contracts/constants';

export interface BannerStats {
  active: number;
  underReview: number;
  expired: number;
}

/**
 * Spec 001 §4 and decision 6: active is ACTIVE (being served) with an end date in the future;
 * 'Under Review' is PENDING; expired is derived from the end date.
 */
export function bannerStats(banners: Pick<Banner, 'status' | 'endDate'>[], now = new Date()): BannerStats {
  const stats: BannerStats = { active: 0, underReview: 0, expired: 0 };
  for (const banner of banners) {
    const expired = isBannerExpired(banner.endDate, now);
    if (expired) stats.expired += 1;
    else if (banner.status === 'ACTIVE') stats.active += 1;
    if (banner.status === 'PENDING' && !expired) stats.underReview += 1;
  }
  return stats;
}

/** The status shown: EXPIRED once the end date has passed for a banner that was or would be served. */
export function displayStatus(
  banner: Pick<Banner, 'status' | 'endDate'>,
  now = new Date(),
): BannerStatus | 'EXPIRED' {
  if (banner.status === 'REJECTED' || banner.status === 'AWAITING_PAYMENT') return banner.status;
  return isBannerExpired(banner.endDate, now) ? 'EXPIRED' : banner.status;
}
