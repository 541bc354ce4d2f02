import { MAX_ADMIN_PAGE_LIMIT, PAGE_SIZES, TEXT_MAXIMUMS } from './constants.ts';
import { USER_SETTING_PATHS, USER_SETTINGS } from './enum-values.ts';
import { AdvertiserType, Province, Role } from './enums.ts';
import {
  emailField,
  IsoDateTime,
  LocaleField,
  multiLineText,
  newPasswordField,
  optionalEmail,
  optionalHttpUrl,
  optionalPhone,
  optionalText,
  Pagination,
  pageQuery,
  requiredText,
  singleLineText,
} from './fields.ts';
import { MESSAGES } from './messages.ts';
import { isHttpUrl } from './text.ts';
import { z } from './zod.ts';

/** The signed-in user's own record as the API answers it; never carries the password hash. */
export const User = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  advertiserType: AdvertiserType.nullable(),
  companyName: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyDescription: z.string().nullable(),
  companyDescriptionFr: z.string().nullable(),
  companyContactName: z.string().nullable(),
  companyContactEmail: z.string().nullable(),
  companyContactPhone: z.string().nullable(),
  companyLogo: z.string().nullable(),
  isDirectoryListed: z.boolean(),
  province: Province.nullable(),
  autoApprove: z.boolean(),
  freeBannerAds: z.boolean(),
  freeAuctionListings: z.boolean(),
  /** The language chosen for mail and messages (issue 16); null until the person chooses. */
  language: LocaleField.nullable(),
  /** Issue 27: a buyer's town beside the province, the default of "near me". */
  town: z.string().nullable(),
  /** Issue 27: no alert or digest is mailed until the address is confirmed by its link. */
  emailConfirmed: z.boolean(),
  /** Issue 27: false for an account made by an e-mailed sign-in link, until a password is set. */
  hasPassword: z.boolean(),
  /**
   * Issue 30 item 1: whether a seller gets the weekly summary of their listings' statistics (on
   * unless turned off in the profile). Optional on the wire type only so older clients' fixtures
   * still fit; the API always sends it.
   */
  weeklyStatsEmail: z.boolean().optional(),
  createdAt: IsoDateTime,
});
export type User = z.infer<typeof User>;

/** Spec 001 §5: company name is required for sellers and for anyone with an advertiser type. */
export const isCompanyRequired = (role: Role, advertiserType: AdvertiserType | null | undefined): boolean =>
  role === 'SELLER' || Boolean(advertiserType);

/**
 * Spec 000 §6: auctioneer-type users, and SELLERs with no advertiser type, list auctions (the
 * dashboard's Create Auction, auction stats and listings).
 */
export const isAuctioneer = (user: Pick<User, 'role' | 'advertiserType'>): boolean =>
  user.advertiserType === 'AUCTIONEER' || (user.role === 'SELLER' && !user.advertiserType);

/**
 * Issue 27 (decision 10): a USER is a buyer. Buyers save, search, follow and get alerts; listing
 * auctions, banners and directory listings is for every other role, a buyer upgrades first.
 */
export const canSell = (role: Role): boolean => role !== 'USER';

/** Spec 001 §5 Profile: website must start with http:// or https://. */
const profileWebsite = optionalHttpUrl(MESSAGES.websiteMustStartWithHttp);

export const CompanyFields = z.object({
  companyName: optionalText(TEXT_MAXIMUMS.companyName),
  companyPhone: optionalPhone(),
  companyWebsite: profileWebsite,
  companyAddress: optionalText(TEXT_MAXIMUMS.address),
  companyDescription: optionalText(TEXT_MAXIMUMS.description, multiLineText),
  /** Ours (issue 16): the description in French; each language shows its own, else the other. */
  companyDescriptionFr: optionalText(TEXT_MAXIMUMS.description, multiLineText),
  companyContactName: optionalText(TEXT_MAXIMUMS.name),
  companyContactEmail: optionalEmail(MESSAGES.invalidEmailFormat),
  companyContactPhone: optionalPhone(),
});

/**
 * PUT /api/users/profile. Email is read-only (spec 001 §2) and the logo is changed through its own
 * upload and delete calls, so neither is accepted here. The company-name rule depends on the
 * stored role, so the server checks it with isCompanyRequired.
 */
export const UpdateProfileRequest = CompanyFields.extend({
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  province: Province.nullish()
    .transform((value) => value ?? null)
    .or(z.literal('').transform(() => null)),
  advertiserType: AdvertiserType.nullish()
    .transform((value) => value ?? null)
    .or(z.literal('').transform(() => null)),
  /** Left out, the saved language stays. */
  language: LocaleField.optional(),
  /** Issue 30 item 1: the weekly statistics summary; left out, the saved choice stays. */
  weeklyStatsEmail: z.boolean().optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
export type UpdateProfileData = z.output<typeof UpdateProfileRequest>;

/** PUT /api/users/profile/language (ours, issue 16): the language switch of a signed-in person. */
export const UpdateLanguageRequest = z.object({ language: LocaleField });
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequest>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

export const UploadLogoResponse = z.object({ url: z.string() });
export type UploadLogoResponse = z.infer<typeof UploadLogoResponse>;

/** A user as admins see it (spec 001 §3): the own-record fields plus counts. */
export const AdminUser = User.extend({
  _count: z.object({ auctionListings: z.number().int(), bannerAds: z.number().int() }),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** The orders of the admin Users list (issue 31): newest is the spec's, and the default. */
export const USER_LIST_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export const UserListSort = z.enum(USER_LIST_SORTS);
export type UserListSort = z.infer<typeof UserListSort>;

/**
 * GET /api/users (admins): search over name, e-mail and company (in part, whatever the case and
 * accents); role and province filters (issue 31); a sort; up to 1000 a page.
 */
export const UserListQuery = pageQuery(PAGE_SIZES.users, MAX_ADMIN_PAGE_LIMIT).extend({
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    singleLineText(TEXT_MAXIMUMS.search).optional(),
  ),
  role: z.preprocess((value) => (value === '' ? undefined : value), Role.optional()),
  province: z.preprocess((value) => (value === '' ? undefined : value), Province.optional()),
  sort: z.preprocess((value) => (value === '' ? undefined : value), UserListSort.default('newest')),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const UserListResponse = z.object({ users: z.array(AdminUser), pagination: Pagination });
export type UserListResponse = z.infer<typeof UserListResponse>;

// --- Managing users (spec 001 §2 Users, §5 Create/Edit user, §6, §7; decisions 9 and 10) ---

/** A logo address: one this site stored (`/uploads/…`) or an http(s) address. */
const logoAddress = optionalText(TEXT_MAXIMUMS.url).refine(
  (value) => value === null || isHttpUrl(value) || /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(value),
  { error: MESSAGES.mustBeValidUrl },
);

/** '' or null from a select or an input means "none". */
const nullableAdvertiserType = AdvertiserType.nullish()
  .transform((value) => value ?? null)
  .or(z.literal('').transform(() => null));

/**
 * POST /api/users (SUPERADMIN): email, password, names and role are required, company fields are
 * optional (spec 001 §5). The Directory tab creates through the same call with its directory fields.
 */
export const CreateUserRequest = CompanyFields.extend({
  email: emailField(),
  password: newPasswordField(),
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  role: Role,
  advertiserType: nullableAdvertiserType,
  isDirectoryListed: z.boolean().optional().default(false),
  companyLogo: logoAddress,
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;
export type CreateUserData = z.output<typeof CreateUserRequest>;

/**
 * PUT /api/users/{id} (SUPERADMIN): the edit dialog's fields. A blank or missing password keeps the
 * current one (spec 001 §5); a new one, like a role change, signs the user out everywhere.
 */
export const UpdateUserRequest = z.object({
  email: emailField(),
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  companyName: optionalText(TEXT_MAXIMUMS.companyName),
  role: Role,
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    newPasswordField().optional(),
  ),
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;
export type UpdateUserData = z.output<typeof UpdateUserRequest>;

/** PUT /api/users/{id}/role (SUPERADMIN). */
export const UpdateUserRoleRequest = z.object({ role: Role });
export type UpdateUserRoleRequest = z.infer<typeof UpdateUserRoleRequest>;

/** The three per-user settings admins toggle for non-admin users (spec 001 §2, §6). */
export const UserSetting = z.enum(USER_SETTINGS);
export type UserSetting = z.infer<typeof UserSetting>;
export { USER_SETTING_PATHS };

export const UpdateAutoApproveRequest = z.object({ autoApprove: z.boolean() });
export const UpdateFreeBannerAdsRequest = z.object({ freeBannerAds: z.boolean() });
export const UpdateFreeAuctionListingsRequest = z.object({ freeAuctionListings: z.boolean() });
export type UpdateUserSettingRequest = Partial<Record<UserSetting, boolean>>;

/** Spec 001 §7: the admin calls on one user answer `data.user`. */
export const AdminUserResponse = z.object({ data: z.object({ user: AdminUser }) });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;
