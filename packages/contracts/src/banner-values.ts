// The banners' values and helpers without zod (`@mariner/contracts/constants`); their schemas are in
// banners.ts, which re-exports all of this.
import { DURATIONS } from './constants.ts';
import { type BannerPlacement, type BannerSize, PLACEMENTS_BY_SIZE } from './enum-values.ts';

/** Our messages; the spec's own are in MESSAGES. */
export const BANNER_MESSAGES = {
  advertiserNameRequired: 'Advertiser name is required',
  placementSize: 'This placement does not take that banner size',
  placementRequired: 'Placement is required',
  sizeRequired: 'Size is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  bannerNotFound: 'Banner not found',
  awaitingPayment: 'This banner is awaiting payment and is not in review yet.',
  advertiserNotFound: 'Advertiser not found',
  startTooFar: 'A banner must start within 365 days',
  runTooLong: 'A banner can run for at most 366 days',
} as const;

/**
 * What a banner order may span (issue 25, defect 9). The spec sells banners by the 30-day period
 * and names no limit; a run of at most a year, starting within a year, covers every real order and
 * keeps the price (periods × monthly price, at most MAX_PRICE_CENTS) far inside an invoice's cents.
 */
export const BANNER_LIMITS = { startWithinDays: 365, maxRunDays: 366 } as const;

export const placementFitsSize = (placement: BannerPlacement, size: BannerSize): boolean =>
  PLACEMENTS_BY_SIZE[size].includes(placement);

/** Expired is derived, never stored (decision 6): the end date is not after now. */
export const isBannerExpired = (endDate: string | Date, now: Date = new Date()): boolean =>
  new Date(endDate).getTime() <= now.getTime();

/**
 * The price of a banner in cents. The spec says a banner "runs 30 days" at a monthly price
 * (BANNER_LEADERBOARD_MONTHLY / BANNER_SQUARE_MONTHLY); ours: a longer run pays the monthly price
 * once per started 30-day period between start and end (31 days = 2 periods), at least one.
 */
export const bannerPeriods = (startDate: string | Date, endDate: string | Date): number => {
  const days = (new Date(endDate).getTime() - new Date(startDate).getTime()) / 86_400_000;
  return Math.max(1, Math.ceil(days / DURATIONS.bannerDays));
};

export const bannerPrice = (monthlyCents: number, startDate: string | Date, endDate: string | Date) =>
  monthlyCents * bannerPeriods(startDate, endDate);
