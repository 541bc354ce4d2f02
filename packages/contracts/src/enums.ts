import {
  ADVERTISER_TYPES,
  AUCTION_STATUSES,
  BANNER_PLACEMENTS,
  BANNER_SIZES,
  BANNER_STATUSES,
  DIRECTORY_LISTING_STATUSES,
  DIRECTORY_REVIEW_STATUSES,
  EVENT_STATUSES,
  INVOICE_ITEM_TYPES,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  PRICING_KEYS,
  PROVINCES,
  ROLES,
  SERVICE_PROVIDER_TYPES,
} from './enum-values.ts';
import { z } from './zod.ts';

// The values, labels and checks, for whoever imports the schemas' module (the API, the forms).
export * from './enum-values.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
export const AdvertiserType = z.enum(ADVERTISER_TYPES);
export type AdvertiserType = z.infer<typeof AdvertiserType>;
export const Province = z.enum(PROVINCES);
export type Province = z.infer<typeof Province>;
export const AuctionStatus = z.enum(AUCTION_STATUSES);
export type AuctionStatus = z.infer<typeof AuctionStatus>;
export const EventStatus = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatus>;
export const BannerStatus = z.enum(BANNER_STATUSES);
export type BannerStatus = z.infer<typeof BannerStatus>;
export const BannerSize = z.enum(BANNER_SIZES);
export type BannerSize = z.infer<typeof BannerSize>;
export const BannerPlacement = z.enum(BANNER_PLACEMENTS);
export type BannerPlacement = z.infer<typeof BannerPlacement>;
export const InvoiceItemType = z.enum(INVOICE_ITEM_TYPES);
export type InvoiceItemType = z.infer<typeof InvoiceItemType>;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const PricingKey = z.enum(PRICING_KEYS);
export type PricingKey = z.infer<typeof PricingKey>;
export const DirectoryListingStatus = z.enum(DIRECTORY_LISTING_STATUSES);
export type DirectoryListingStatus = z.infer<typeof DirectoryListingStatus>;
export const DirectoryReviewStatus = z.enum(DIRECTORY_REVIEW_STATUSES);
export type DirectoryReviewStatus = z.infer<typeof DirectoryReviewStatus>;
/** The service directory's filter: any advertiser type but AUCTIONEER (those have a directory of their own). */
export const ServiceProviderType = z.enum(SERVICE_PROVIDER_TYPES);
export type ServiceProviderType = z.infer<typeof ServiceProviderType>;
