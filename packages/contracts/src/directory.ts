import { PastDirectoryAuction } from './auction-results.ts';
import { MAX_PAGE_LIMIT, PAGE_SIZES, TEXT_MAXIMUMS } from './constants.ts';
import { AdvertiserType, Province, ServiceProviderType } from './enums.ts';
import { IsoDateTime, Pagination, pageQuery, singleLineText } from './fields.ts';
import { z } from './zod.ts';

export * from './directory-values.ts';

/** The public directories (spec 001 §2 Public directories, §3 Directory profile, §7 GET /directory/*). */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value;

const search = z.preprocess(blankToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional());

/** GET /api/directory/auctioneers: page, limit (12), search over name, description and address. */
export const DirectoryQuery = pageQuery(PAGE_SIZES.directory, MAX_PAGE_LIMIT).extend({ search });
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** GET /api/directory/services: the same plus one service type. */
export const ServiceDirectoryQuery = DirectoryQuery.extend({
  advertiserType: z.preprocess(blankToUndefined, ServiceProviderType.optional()),
});
export type ServiceDirectoryQuery = z.infer<typeof ServiceDirectoryQuery>;

/**
 * GET /api/directory/{id}: any text, so an address that is not an advertiser's id (an old link, a
 * typo) answers the spec's 'Advertiser not found' (404) rather than a validation error.
 */
export const DirectoryIdParam = z.object({ id: singleLineText(100) });
export type DirectoryIdParam = z.infer<typeof DirectoryIdParam>;

/** One card of a directory list. No e-mail at all: cards link to the profile. */
export const DirectoryEntry = z.object({
  id: z.uuid(),
  /** The company name, or the person's name for an advertiser listed without one. */
  companyName: z.string(),
  advertiserType: AdvertiserType,
  companyLogo: z.string().nullable(),
  companyAddress: z.string().nullable(),
  province: Province.nullable(),
  serviceArea: z.string().nullable(),
  /** The start of the company description (DIRECTORY_EXCERPT_LENGTH), or null when there is none. */
  descriptionExcerpt: z.string().nullable(),
  /** The same of its French description (issue 16). */
  descriptionExcerptFr: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

export const AuctioneerDirectoryResponse = z.object({
  auctioneers: z.array(DirectoryEntry),
  pagination: Pagination,
});
export type AuctioneerDirectoryResponse = z.infer<typeof AuctioneerDirectoryResponse>;

export const ServiceDirectoryResponse = z.object({
  services: z.array(DirectoryEntry),
  pagination: Pagination,
});
export type ServiceDirectoryResponse = z.infer<typeof ServiceDirectoryResponse>;

/** An approved, not yet ended auction of the advertiser; dates are shown in `timeZone`. */
export const DirectoryAuction = z.object({
  id: z.uuid(),
  title: z.string(),
  featuredImage: z.string().nullable(),
  auctionStartDate: IsoDateTime,
  location: z.string(),
  timeZone: z.string(),
});
export type DirectoryAuction = z.infer<typeof DirectoryAuction>;

/**
 * GET /api/directory/{id} (spec 001 §3 Directory profile). The contact e-mail is only the one the
 * advertiser chose to publish (companyContactEmail), never the account's e-mail.
 */
export const DirectoryProfile = z.object({
  id: z.uuid(),
  companyName: z.string(),
  advertiserType: AdvertiserType,
  companyLogo: z.string().nullable(),
  companyDescription: z.string().nullable(),
  companyDescriptionFr: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyAddress: z.string().nullable(),
  province: Province.nullable(),
  companyContactName: z.string().nullable(),
  companyContactEmail: z.string().nullable(),
  companyContactPhone: z.string().nullable(),
  categories: z.array(z.string()),
  serviceArea: z.string().nullable(),
  activeAuctions: z.array(DirectoryAuction),
  /**
   * Issue 28: the approved sales that ended in the last DIRECTORY_PAST_MONTHS months (cancelled and
   * postponed ones left out), newest first, at most DIRECTORY_PAST_AUCTIONS, with their results.
   */
  pastAuctions: z.array(PastDirectoryAuction),
});
export type DirectoryProfile = z.infer<typeof DirectoryProfile>;
