import { z } from 'zod';

/** Spec 000 §6, 001 §3: USER is only offered in the admin edit dialog. */
export const Role = z.enum(['SELLER', 'ADMIN', 'SUPERADMIN', 'USER']);
export type Role = z.infer<typeof Role>;

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role === 'ADMIN' || role === 'SUPERADMIN';
export const isSuperAdminRole = (role: Role | null | undefined): boolean => role === 'SUPERADMIN';

export const AdvertiserType = z.enum([
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
]);
export type AdvertiserType = z.infer<typeof AdvertiserType>;

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
export const SERVICE_PROVIDER_TYPES = AdvertiserType.options.filter(
  (type): type is Exclude<AdvertiserType, 'AUCTIONEER'> => type !== 'AUCTIONEER',
);

export const Province = z.enum([
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
]);
export type Province = z.infer<typeof Province>;

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
export const AuctionStatus = z.enum(['AWAITING_PAYMENT', 'PENDING', 'APPROVED', 'REJECTED']);

/**
 * Issue 17: whether the sale itself still takes place as listed — schema.org's event statuses. A
 * seller marks it CANCELLED or POSTPONED; postponed with a new date it is RESCHEDULED.
 */
export const EventStatus = z.enum(['SCHEDULED', 'CANCELLED', 'POSTPONED', 'RESCHEDULED']);
export type EventStatus = z.infer<typeof EventStatus>;
export type AuctionStatus = z.infer<typeof AuctionStatus>;
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
export const BannerStatus = z.enum(['PENDING', 'APPROVED', 'ACTIVE', 'REJECTED', 'AWAITING_PAYMENT']);
export type BannerStatus = z.infer<typeof BannerStatus>;
export const BANNER_STATUS_LABELS: Record<BannerStatus | 'EXPIRED', string> = {
  PENDING: 'Under Review',
  APPROVED: 'Approved',
  ACTIVE: 'Active',
  REJECTED: 'Rejected',
  AWAITING_PAYMENT: 'Awaiting Payment',
  EXPIRED: 'Expired',
};

export const BannerSize = z.enum(['SQUARE', 'LEADERBOARD']);
export type BannerSize = z.infer<typeof BannerSize>;

export const BannerPlacement = z.enum([
  'HOMEPAGE',
  'HOMEPAGE_FEATURED',
  'HOMEPAGE_SIDEBAR_1',
  'HOMEPAGE_SIDEBAR_2',
  'HOMEPAGE_SIDEBAR_3',
  'CATEGORY_PAGE',
  'LISTING_DETAIL',
]);
export type BannerPlacement = z.infer<typeof BannerPlacement>;

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

export const InvoiceItemType = z.enum(['LISTING_FEE', 'BANNER_AD', 'DIRECTORY_LISTING']);
export type InvoiceItemType = z.infer<typeof InvoiceItemType>;
export const INVOICE_ITEM_TYPE_LABELS: Record<InvoiceItemType, string> = {
  LISTING_FEE: 'Auction Listing',
  BANNER_AD: 'Banner Advertisement',
  DIRECTORY_LISTING: 'Directory Listing',
};

export const InvoiceStatus = z.enum(['draft', 'pending', 'paid', 'failed', 'refunded']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const PaymentStatus = z.enum(['pending', 'succeeded', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const PricingKey = z.enum([
  'BANNER_LEADERBOARD_MONTHLY',
  'BANNER_SQUARE_MONTHLY',
  'AUCTION_LISTING',
  'DIRECTORY_LISTING',
]);
export type PricingKey = z.infer<typeof PricingKey>;

export const DirectoryListingStatus = z.enum(['PENDING_PAYMENT', 'ACTIVE', 'EXPIRED']);
export type DirectoryListingStatus = z.infer<typeof DirectoryListingStatus>;
