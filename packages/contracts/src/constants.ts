import type { PricingKey, Province } from './enum-values.ts';

/** Page sizes and list limits (spec 000 §9, 001 §9). */
export const PAGE_SIZES = {
  auctions: 12,
  featuredAuctions: 6,
  savedAuctions: 12,
  directory: 12,
  newsletterSubscribers: 50,
  invoices: 20,
  users: 1000,
  directoryUsers: 100,
  pendingAuctions: 100,
  dashboardBannerPreview: 3,
} as const;

/** The largest `limit` any list call accepts; larger values are capped, not refused. */
export const MAX_PAGE_LIMIT = 100;
export const MAX_ADMIN_PAGE_LIMIT = 1000;
export const MAX_PAGE_BUTTONS = 5;

export const TEXT_MINIMUMS = {
  auctionTitle: 10,
  description: 50,
} as const;

/** Lengths past which input is refused, so no field can carry a megabyte of text. */
export const TEXT_MAXIMUMS = {
  name: 100,
  email: 254,
  password: 128,
  companyName: 200,
  phone: 40,
  url: 2048,
  address: 500,
  shortText: 200,
  description: 5000,
  search: 200,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const UPLOAD_LIMITS = {
  bannerBytes: 2 * 1024 * 1024,
  logoBytes: 5 * 1024 * 1024,
  auctionImageBytes: 10 * 1024 * 1024,
} as const;

export const BANNER_DIMENSIONS = {
  LEADERBOARD: { width: 970, height: 90 },
  SQUARE: { width: 250, height: 250 },
} as const;

export const DURATIONS = {
  auctionListingDays: 30,
  bannerDays: 30,
  directoryListingMonths: 12,
} as const;

/** Decision 7 and 9: a normal session lasts a day, a Remember me session 30 days. */
export const SESSION_TTL_MS = {
  default: 24 * 60 * 60 * 1000,
  rememberMe: 30 * 24 * 60 * 60 * 1000,
} as const;

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Issue 27: a mailed sign-in link works once within 15 minutes. */
export const EMAIL_LINK_TTL_MS = 15 * 60 * 1000;
/** Issue 27: a mailed confirmation of a new address works for a week (mail can wait in a spam folder). */
export const EMAIL_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Issue 27: the mailed confirmation of a password-less account's deletion, as short as a sign-in link. */
export const ACCOUNT_DELETE_TTL_MS = 15 * 60 * 1000;

export const TIMERS_MS = {
  welcomeModalDelay: 1000,
  profileSuccessMessage: 3000,
  profileRedirect: 1500,
  pricingSuccessMessage: 5000,
  errorDeduplicationWindow: 300_000,
  paymentScriptTimeout: 10_000,
} as const;

export const PAYMENT_SCRIPT_MAX_ATTEMPTS = 3;
/** Back-off before retry n (0-based) of the payment provider script: min(1000*2^n, 5000) ms. */
export const paymentScriptBackoffMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 5000);

/** Decision 2: default prices in cents, editable by superadmins. */
export const DEFAULT_PRICES_CENTS: Record<PricingKey, number> = {
  AUCTION_LISTING: 9900,
  DIRECTORY_LISTING: 19900,
  BANNER_LEADERBOARD_MONTHLY: 29900,
  BANNER_SQUARE_MONTHLY: 14900,
};

export const DEFAULT_PROVINCE: Province = 'ON';

/** Fallback category names shown on Home when the category list is empty (spec 000 §9). */
export const FALLBACK_CATEGORY_NAMES = [
  'Business Assets',
  'Collectibles',
  'Estate Sales',
  'Farm Equipment',
  'Industrial Equipment',
  'Jewelry & Watches',
  'Real Estate',
  'Vehicles',
] as const;

/** The httpOnly cookie carrying the web app's session (decision 9, docs/decisions/001). */
export const SESSION_COOKIE_NAME = 'mm_session';

/** Local storage key remembering that the welcome modal was dismissed. */
export const WELCOME_MODAL_STORAGE_KEY = 'mariner.welcomeModalDismissed';

export const COMPANY = {
  name: 'Mariner Marketplace Inc.',
  shortName: 'Mariner Marketplace',
  customerServiceEmail: 'support@marinermarketplace.ca',
  phone: '+1 (902) 555-0148',
  phoneHref: 'tel:+19025550148',
  street: '1801 Hollis Street, Suite 1200',
  city: 'Halifax',
  province: 'NS' as Province,
  postalCode: 'B3J 3N4',
  country: 'Canada',
} as const;

export const LEGAL_EFFECTIVE_DATE = '2025-07-31';
