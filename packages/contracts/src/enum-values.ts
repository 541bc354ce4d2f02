/**
 * The enums' values, their labels and the checks made on them, without zod: what a page shows or
 * compares needs no schema (`@mariner/contracts/constants`). Their zod schemas, of the same names as
 * the types, are in enums.ts.
 */

/** Spec 000 §6, 001 §3: USER is only offered in the admin edit dialog. */
export const ROLES = ['SELLER', 'ADMIN', 'SUPERADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role === 'ADMIN' || role === 'SUPERADMIN';
export const isSuperAdminRole = (role: Role | null | undefined): boolean => role === 'SUPERADMIN';

export const ADVERTISER_TYPES = [
  'AUCTIONEER',
  'AUCTION_PRODUCTION',
  'REAL_ESTATE_AGENT',
  'MOVE_MANAGER',
  'ESTATE_SALE_COMPANY',
  'APPRAISAL_SERVICE',
  'CLEANING_SERVICE',
  'LEGAL_SERVICE',
  'JUNK_REMOVAL',
  'STORAGE_FACILITY',
  'OTHER_SERVICE',
] as const;
export type AdvertiserType = (typeof ADVERTISER_TYPES)[number];

export const ADVERTISER_TYPE_LABELS: Record<AdvertiserType, string> = {
  AUCTIONEER: 'Auctioneer',
  AUCTION_PRODUCTION: 'Auction Tools & Software',
  REAL_ESTATE_AGENT: 'Real Estate Agent',
  MOVE_MANAGER: 'Move Manager',
  ESTATE_SALE_COMPANY: 'Estate Sale Company',
  APPRAISAL_SERVICE: 'Appraisal Service',
  CLEANING_SERVICE: 'Cleaning Service',
  LEGAL_SERVICE: 'Legal & Estate Services',
  JUNK_REMOVAL: 'Junk Removal',
  STORAGE_FACILITY: 'Storage Facility',
  OTHER_SERVICE: 'Other Service',
};

/** The register form's Service Type picker offers every type but AUCTIONEER (spec 000 §3). */
export const SERVICE_PROVIDER_TYPES = ADVERTISER_TYPES.filter(
  (type): type is Exclude<AdvertiserType, 'AUCTIONEER'> => type !== 'AUCTIONEER',
);
export type ServiceProviderType = (typeof SERVICE_PROVIDER_TYPES)[number];

export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NT',
  'NS',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];

export const PROVINCE_NAMES: Record<Province, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** IANA zone of each province, for showing an auction's dates in its own time (ARCHITECTURE: dates). */
export const PROVINCE_TIME_ZONES: Record<Province, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NT: 'America/Yellowknife',
  NS: 'America/Halifax',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Montreal',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** AWAITING_PAYMENT: created, its listing fee not paid yet (decision 4); never public nor in review. */
export const AUCTION_STATUSES = ['AWAITING_PAYMENT', 'PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * Issue 17: whether the sale itself still takes place as listed — schema.org's event statuses. A
 * seller marks it CANCELLED or POSTPONED; postponed with a new date it is RESCHEDULED.
 */
export const EVENT_STATUSES = ['SCHEDULED', 'CANCELLED', 'POSTPONED', 'RESCHEDULED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
export const AUCTION_STATUS_LABELS: Record<AuctionStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting Payment',
  PENDING: 'Under Review',
  APPROVED: 'Live',
  REJECTED: 'Rejected',
};

/**
 * ARCHITECTURE decision 6; "expired" is derived from the end date, never stored. AWAITING_PAYMENT
 * (ours, decision 4): created, its invoice not paid yet; never served nor in review. The server
 * stores APPROVED and answers ACTIVE while startDate <= now < endDate (derived on read).
 */
export const BANNER_STATUSES = ['PENDING', 'APPROVED', 'ACTIVE', 'REJECTED', 'AWAITING_PAYMENT'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];
export const BANNER_STATUS_LABELS: Record<BannerStatus | 'EXPIRED', string> = {
  PENDING: 'Under Review',
  APPROVED: 'Approved',
  ACTIVE: 'Active',
  REJECTED: 'Rejected',
  AWAITING_PAYMENT: 'Awaiting Payment',
  EXPIRED: 'Expired',
};

export const BANNER_SIZES = ['SQUARE', 'LEADERBOARD'] as const;
export type BannerSize = (typeof BANNER_SIZES)[number];

export const BANNER_PLACEMENTS = [
  'HOMEPAGE',
  'HOMEPAGE_FEATURED',
  'HOMEPAGE_SIDEBAR_1',
  'HOMEPAGE_SIDEBAR_2',
  'HOMEPAGE_SIDEBAR_3',
  'CATEGORY_PAGE',
  'LISTING_DETAIL',
] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** Spec 001 §5: a leaderboard only fits HOMEPAGE_FEATURED; squares fit the sidebars, category page and listing detail. */
export const PLACEMENTS_BY_SIZE: Record<BannerSize, readonly BannerPlacement[]> = {
  LEADERBOARD: ['HOMEPAGE_FEATURED'],
  SQUARE: [
    'HOMEPAGE_SIDEBAR_1',
    'HOMEPAGE_SIDEBAR_2',
    'HOMEPAGE_SIDEBAR_3',
    'CATEGORY_PAGE',
    'LISTING_DETAIL',
  ],
};

export const INVOICE_ITEM_TYPES = ['LISTING_FEE', 'BANNER_AD', 'DIRECTORY_LISTING'] as const;
export type InvoiceItemType = (typeof INVOICE_ITEM_TYPES)[number];
export const INVOICE_ITEM_TYPE_LABELS: Record<InvoiceItemType, string> = {
  LISTING_FEE: 'Auction Listing',
  BANNER_AD: 'Banner Advertisement',
  DIRECTORY_LISTING: 'Directory Listing',
};

export const INVOICE_STATUSES = ['draft', 'pending', 'paid', 'failed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PRICING_KEYS = [
  'BANNER_LEADERBOARD_MONTHLY',
  'BANNER_SQUARE_MONTHLY',
  'AUCTION_LISTING',
  'DIRECTORY_LISTING',
] as const;
export type PricingKey = (typeof PRICING_KEYS)[number];

export const DIRECTORY_LISTING_STATUSES = ['PENDING_PAYMENT', 'ACTIVE', 'EXPIRED'] as const;
export type DirectoryListingStatus = (typeof DIRECTORY_LISTING_STATUSES)[number];

/**
 * Issue 31 item 2 (decision 033): a paid listing's review, apart from its payment status. It is
 * live from payment (PENDING is in the admins' queue), stays live once APPROVED, and leaves the
 * public directory while REJECTED until its owner edits or resubmits it.
 */
export const DIRECTORY_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DirectoryReviewStatus = (typeof DIRECTORY_REVIEW_STATUSES)[number];

/** Issue 17 §5–6: how often a saved search or a followed auctioneer mails its digest (AlertFrequency). */
export const ALERT_FREQUENCIES = ['INSTANT', 'DAILY', 'WEEKLY'] as const;

/** The three per-user settings admins toggle for non-admin users (spec 001 §2, §6). */
export const USER_SETTINGS = ['autoApprove', 'freeBannerAds', 'freeAuctionListings'] as const;

/** The path segment of each setting's call: PUT /api/users/{id}/auto-approve and so on. */
export const USER_SETTING_PATHS: Record<(typeof USER_SETTINGS)[number], string> = {
  autoApprove: 'auto-approve',
  freeBannerAds: 'free-banner-ads',
  freeAuctionListings: 'free-auction-listings',
};
