import { TEXT_MAXIMUMS } from './constants.ts';
import { DirectoryListingStatus } from './enums.ts';
import {
  emailField,
  IsoDateTime,
  multiLineText,
  optionalHttpUrl,
  optionalText,
  requiredText,
} from './fields.ts';
import { MESSAGES } from './messages.ts';
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
