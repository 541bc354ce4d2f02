import { PAGE_SIZES, TEXT_MAXIMUMS } from './constants.ts';
import { AdvertiserType, Province, Role } from './enums.ts';
import { asSingleLine, IsoDateTime, Pagination, pageQuery, singleLineText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { CompanyFields, isCompanyRequired } from './users.ts';
import { z } from './zod.ts';

/** The admin Directory tab (spec 001 §2 Directory, §7 /users/directory…; SUPERADMIN only). */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** GET /api/users/directory: 100 a page at most (spec 001 §9), search over names, e-mail and company. */
/** Issue 31: the Directory tab's orders; by name (company, else person) is the spec's and the default. */
export const ADMIN_DIRECTORY_SORTS = ['name', 'newest', 'oldest'] as const;
export const AdminDirectorySort = z.enum(ADMIN_DIRECTORY_SORTS);
export type AdminDirectorySort = z.infer<typeof AdminDirectorySort>;

/**
 * Issue 31: the search also ignores accents; `advertiserType`, `listed` (`true` or `false`: the
 * isDirectoryListed switch) and `province` filter, `sort` orders. Without them the answer is the spec's.
 */
export const AdminDirectoryQuery = pageQuery(PAGE_SIZES.directoryUsers, PAGE_SIZES.directoryUsers).extend({
  search: z.preprocess(blankToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional()),
  advertiserType: z.preprocess(blankToUndefined, AdvertiserType.optional()),
  listed: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  province: z.preprocess(blankToUndefined, Province.optional()),
  sort: z.preprocess(blankToUndefined, AdminDirectorySort.default('name')),
});
export type AdminDirectoryQuery = z.input<typeof AdminDirectoryQuery>;

/** A user as the Directory tab shows them: the account and its directory fields. */
export const AdminDirectoryUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  companyName: z.string().nullable(),
  companyDescription: z.string().nullable(),
  companyDescriptionFr: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyAddress: z.string().nullable(),
  advertiserType: AdvertiserType.nullable(),
  isDirectoryListed: z.boolean(),
  /**
   * Whether the public directories show the user now: listed, with an advertiser type, and not a
   * paid listing that has lapsed (decision 5). A superadmin's listing has no end.
   */
  isPubliclyListed: z.boolean(),
  /** The end of the user's paid listing, when they bought one. */
  directoryExpiresAt: IsoDateTime.nullable(),
});
export type AdminDirectoryUser = z.infer<typeof AdminDirectoryUser>;

export const AdminDirectoryResponse = z.object({
  users: z.array(AdminDirectoryUser),
  pagination: Pagination,
});
export type AdminDirectoryResponse = z.infer<typeof AdminDirectoryResponse>;

export const AdminDirectoryUserResponse = z.object({ user: AdminDirectoryUser });
export type AdminDirectoryUserResponse = z.infer<typeof AdminDirectoryUserResponse>;

/**
 * PUT /api/users/{id}/directory-info. The company fields follow the profile's rules and messages
 * (CompanyFields: website http(s), phone characters). The logo is uploaded with POST
 * /users/{id}/logo; here it can only be kept (left out, or the current address) or removed (null
 * or ''). isDirectoryListed left out keeps the current state.
 */
export const UpdateDirectoryInfoRequest = CompanyFields.pick({
  companyName: true,
  companyDescription: true,
  companyDescriptionFr: true,
  companyWebsite: true,
  companyPhone: true,
  companyAddress: true,
}).extend({
  advertiserType: AdvertiserType.nullish()
    .transform((value) => value ?? null)
    .or(z.literal('').transform(() => null)),
  companyLogo: asSingleLine(z.string().trim().max(TEXT_MAXIMUMS.url, { error: MESSAGES.logoMustBeUploaded }))
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  isDirectoryListed: z.boolean().optional(),
});
export type UpdateDirectoryInfoRequest = z.input<typeof UpdateDirectoryInfoRequest>;
export type UpdateDirectoryInfoData = z.output<typeof UpdateDirectoryInfoRequest>;

/** PUT /api/users/{id}/directory-status. */
export const UpdateDirectoryStatusRequest = z.object({ isDirectoryListed: z.boolean() });
export type UpdateDirectoryStatusRequest = z.infer<typeof UpdateDirectoryStatusRequest>;

/**
 * The rules that depend on the stored user, checked by the server and by the form alike: the
 * profile's company-name rule (spec 001 §5), and no listing without an advertiser type, since the
 * public directories are split by type and would not show the user at all.
 */
export function directoryInfoIssues(
  role: Role,
  data: { companyName: string | null; advertiserType: AdvertiserType | null; isDirectoryListed: boolean },
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (isCompanyRequired(role, data.advertiserType) && !data.companyName) {
    issues.companyName = MESSAGES.companyNameRequired;
  }
  if (data.isDirectoryListed && !data.advertiserType) {
    issues.advertiserType = MESSAGES.directoryListingNeedsType;
  }
  return issues;
}
