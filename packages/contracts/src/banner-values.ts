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
  /** Issue 31 item 2: only a rejected banner is resubmitted. */
  notRejected: 'Only a rejected banner can be resubmitted.',
  advertiserNotFound: 'Advertiser not found',
  startTooFar: 'A banner must start within 365 days',
  runTooLong: 'A banner can run for at most 366 days',
  mobileImageLeaderboardOnly: 'A mobile image is only for leaderboard banners',
  mobileImageUpload: 'Please upload the mobile image through the mobile image field',
  mobileImageShape:
    'The mobile image must be at least 320 × 100 pixels, about 3.2 times as wide as it is high',
} as const;

/**
 * Issue 28, item 7: a leaderboard (970 × 90) cannot be read at a phone's width, so it may carry a
 * second, mobile image of 320 × 100, shown on narrow screens instead. Accepted when it is at least
 * 320 × 100 and its width is 2.9 to 3.5 times its height (320 × 100 is 3.2; a designer's 640 × 200
 * or 960 × 300 export fits, a leaderboard or a square does not); stored like any banner image,
 * fitted into twice its size.
 */
export const MOBILE_BANNER = {
  width: 320,
  height: 100,
  minAspect: 2.9,
  maxAspect: 3.5,
  /** Screens narrower than this show the mobile image (Tailwind's `sm`). */
  maxScreenWidth: 639,
} as const;

/** Whether an image of this pixel size is accepted as a leaderboard's mobile image. */
export const fitsMobileBanner = (width: number, height: number): boolean =>
  width >= MOBILE_BANNER.width &&
  height >= MOBILE_BANNER.height &&
  width / height >= MOBILE_BANNER.minAspect &&
  width / height <= MOBILE_BANNER.maxAspect;

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

/**
 * The run's length as the periods rule says it in words (issue 30 item 3: "31 days = 2 periods of
 * 30 days"): a started day counts whole, as a started period does in bannerPeriods.
 */
export const bannerRunDays = (startDate: string | Date, endDate: string | Date): number =>
  Math.max(0, Math.ceil((new Date(endDate).getTime() - new Date(startDate).getTime()) / 86_400_000));

export const bannerPrice = (monthlyCents: number, startDate: string | Date, endDate: string | Date) =>
  monthlyCents * bannerPeriods(startDate, endDate);
