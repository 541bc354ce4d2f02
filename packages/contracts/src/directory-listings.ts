import { MAX_ADMIN_PAGE_LIMIT, TEXT_MAXIMUMS } from './constants.ts';
import { DirectoryListingStatus, DirectoryReviewStatus } from './enums.ts';
import {
  emailField,
  IsoDateTime,
  multiLineText,
  optionalHttpUrl,
  optionalText,
  Pagination,
  pageQuery,
  requiredText,
  singleLineText,
} from './fields.ts';
import { MESSAGES } from './messages.ts';
import { Rejection } from './rejections.ts';
import { z } from './zod.ts';

/**
 * Paid directory listings (spec 001 §2 Create Directory Listing, §3 Directory listing form, §5
 * Directory form, §7 /directory-listings; decisions 4–5). A listing is bought for 12 months; paying
 * copies its details onto the owner's directory profile, which the public directories show.
 */

/** The service categories a listing may pick (GET /api/directory-listings/categories/list). */
export const DIRECTORY_SERVICE_CATEGORIES = [
  'Estate Sales',
  'Moving & Downsizing',
  'Appraisals',
  'Cleaning & Clean-outs',
  'Legal & Estate Planning',
  'Junk Removal',
  'Storage',
  'Real Estate',
  'Auction Services',
  'Auction Software',
  'Antiques & Collectibles',
  'Senior Relocation',
] as const;

export const DirectoryCategoriesResponse = z.object({ categories: z.array(z.string()) });
export type DirectoryCategoriesResponse = z.infer<typeof DirectoryCategoriesResponse>;

/** The shortest description a listing may have (spec 001 §5, §9). */
export const DIRECTORY_DESCRIPTION_MIN = 50;

const SocialMedia = z
  .object({
    facebook: optionalHttpUrl(),
    twitter: optionalHttpUrl(),
    linkedin: optionalHttpUrl(),
    instagram: optionalHttpUrl(),
  })
  .partial();

/** POST /api/directory-listings: the form's fields (the logo is uploaded afterwards). */
export const CreateDirectoryListingRequest = z.object({
  companyName: requiredText(MESSAGES.companyNameRequired, TEXT_MAXIMUMS.companyName),
  description: multiLineText(TEXT_MAXIMUMS.description, MESSAGES.descriptionRequired).min(
    DIRECTORY_DESCRIPTION_MIN,
    { error: MESSAGES.descriptionTooShort },
  ),
  /** Ours (issue 16): optional French text, held to the same lengths when given. */
  descriptionFr: optionalText(TEXT_MAXIMUMS.description, multiLineText).refine(
    (value) => value === null || value.length >= DIRECTORY_DESCRIPTION_MIN,
    { error: MESSAGES.descriptionTooShort },
  ),
  website: optionalHttpUrl(),
  phone: requiredText(MESSAGES.phoneRequired, TEXT_MAXIMUMS.phone),
  email: emailField(MESSAGES.emailRequired, MESSAGES.invalidEmailAddress),
  address: optionalText(TEXT_MAXIMUMS.address),
  categories: z
    .array(z.enum(DIRECTORY_SERVICE_CATEGORIES), { error: MESSAGES.selectAtLeastOneCategory })
    .min(1, { error: MESSAGES.selectAtLeastOneCategory })
    .transform((list) => [...new Set(list)]),
  socialMedia: SocialMedia.nullish(),
});
export type CreateDirectoryListingRequest = z.input<typeof CreateDirectoryListingRequest>;
export type CreateDirectoryListingData = z.output<typeof CreateDirectoryListingRequest>;

/**
 * PUT or PATCH /api/directory-listings/{id} (issue 30 item 6): a listing is editable for its whole
 * term, paid or not. Each field given is held to the rules of creation; a field left out is kept.
 */
export const UpdateDirectoryListingRequest = CreateDirectoryListingRequest.partial();
export type UpdateDirectoryListingRequest = z.input<typeof UpdateDirectoryListingRequest>;
export type UpdateDirectoryListingData = z.output<typeof UpdateDirectoryListingRequest>;

export const DirectoryListing = z.object({
  id: z.uuid(),
  companyName: z.string(),
  description: z.string(),
  descriptionFr: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  categories: z.array(z.string()),
  socialMedia: z.object({
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
    instagram: z.string().nullable(),
  }),
  logo: z.string().nullable(),
  status: DirectoryListingStatus,
  /** When it was paid for; null while awaiting payment. */
  activatedAt: IsoDateTime.nullable(),
  /** The renewal date: the listing lapses then unless renewed. */
  expiresAt: IsoDateTime.nullable(),
  /** The invoice still to pay, for the Pay now link; null once paid or when free. */
  pendingInvoice: z.object({ id: z.uuid(), amount: z.number().int() }).nullable(),
  createdAt: IsoDateTime,
  /**
   * Issue 31 item 2 (decision 033): the review of a paid listing (PENDING until an admin decides;
   * it is live meanwhile). Optional on the wire type for older fixtures.
   */
  reviewStatus: DirectoryReviewStatus.optional(),
  /** Why it was refused, for its owner and admins only; null unless REJECTED. */
  rejection: Rejection.nullable().optional(),
});
export type DirectoryListing = z.infer<typeof DirectoryListing>;

export const CreateDirectoryListingResponse = z.object({
  listing: DirectoryListing,
  paymentRequired: z.boolean(),
  invoice: z.object({ id: z.uuid(), amount: z.number().int() }).nullable(),
});
export type CreateDirectoryListingResponse = z.infer<typeof CreateDirectoryListingResponse>;

export const DirectoryListingResponse = z.object({ listing: DirectoryListing });
export type DirectoryListingResponse = z.infer<typeof DirectoryListingResponse>;

export const MyDirectoryListingsResponse = z.object({ listings: z.array(DirectoryListing) });
export type MyDirectoryListingsResponse = z.infer<typeof MyDirectoryListingsResponse>;

export const DirectoryLogoResponse = z.object({ logo: z.string() });
export type DirectoryLogoResponse = z.infer<typeof DirectoryLogoResponse>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Issue 31 item 2: the orders of the admin directory-listing queue; oldest (first paid, first seen) by default. */
export const ADMIN_DIRECTORY_LISTING_SORTS = ['oldest', 'newest', 'name'] as const;
export const AdminDirectoryListingSort = z.enum(ADMIN_DIRECTORY_LISTING_SORTS);
export type AdminDirectoryListingSort = z.infer<typeof AdminDirectoryListingSort>;

/**
 * GET /api/directory-listings/admin (admins; decision 033): the paid, running listings in one review
 * state (PENDING, the queue, by default), 20 a page like the banner queue. `search` matches the
 * company on the listing, its e-mail and the owner's names, e-mail and company (in part, whatever the
 * case and accents).
 */
export const AdminDirectoryListingsQuery = pageQuery(20, MAX_ADMIN_PAGE_LIMIT).extend({
  reviewStatus: z.preprocess(emptyToUndefined, DirectoryReviewStatus.default('PENDING')),
  search: z.preprocess(emptyToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional()),
  sort: z.preprocess(emptyToUndefined, AdminDirectoryListingSort.default('oldest')),
});
export type AdminDirectoryListingsQuery = z.input<typeof AdminDirectoryListingsQuery>;

/** A listing as the review queue shows it: the listing and who bought it. */
export const AdminDirectoryListing = DirectoryListing.extend({
  owner: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  reviewedAt: IsoDateTime.nullable(),
});
export type AdminDirectoryListing = z.infer<typeof AdminDirectoryListing>;

export const AdminDirectoryListingsResponse = z.object({
  listings: z.array(AdminDirectoryListing),
  pagination: Pagination,
});
export type AdminDirectoryListingsResponse = z.infer<typeof AdminDirectoryListingsResponse>;
