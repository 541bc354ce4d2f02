import { zodResolver } from '@hookform/resolvers/zod';
import {
  isAuctioneer,
  isCompanyRequired,
  type UpdateProfileRequest,
  UpdateProfileRequest as UpdateProfileSchema,
  type User,
} from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';

/** The inputs start from the stored profile; an empty field is '' (the schema stores it as null). */
export const profileFormValues = (user: User): UpdateProfileRequest => ({
  firstName: user.firstName,
  lastName: user.lastName,
  companyName: user.companyName ?? '',
  companyPhone: user.companyPhone ?? '',
  companyWebsite: user.companyWebsite ?? '',
  companyAddress: user.companyAddress ?? '',
  companyDescription: user.companyDescription ?? '',
  companyDescriptionFr: user.companyDescriptionFr ?? '',
  companyContactName: user.companyContactName ?? '',
  companyContactEmail: user.companyContactEmail ?? '',
  companyContactPhone: user.companyContactPhone ?? '',
  province: user.province ?? '',
  // No input: sent back as it is, because the server stores every field it is given.
  advertiserType: user.advertiserType,
  // Issue 30 item 1: on unless the seller turned it off.
  weeklyStatsEmail: user.weeklyStatsEmail ?? true,
});

/** The fields a server's 400 may name that have an input on this form. */
export const PROFILE_FORM_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'companyName',
  'companyPhone',
  'companyWebsite',
  'companyAddress',
  'companyDescription',
  'companyDescriptionFr',
  'companyContactName',
  'companyContactEmail',
  'companyContactPhone',
  'province',
  'weeklyStatsEmail',
]);

/** Issue 30 item 1: the weekly statistics summary is for those who list auctions. */
export const showsWeeklyStats = (user: Pick<User, 'role' | 'advertiserType'>): boolean => isAuctioneer(user);

/** Spec 001 §2/§5: the company section, and its required name, are for sellers and advertisers. */
export const showsCompany = (user: Pick<User, 'role' | 'advertiserType'>): boolean =>
  isCompanyRequired(user.role, user.advertiserType);

/**
 * The contract's schema (the server's rules and words) plus the one rule it cannot hold alone:
 * the company name is required for this user's stored role, checked on the server the same way.
 */
export const profileSchema = (user: Pick<User, 'role'>) =>
  UpdateProfileSchema.superRefine((data, context) => {
    if (isCompanyRequired(user.role, data.advertiserType) && !data.companyName) {
      context.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.companyNameRequired });
    }
  });

export const profileResolver = (user: Pick<User, 'role'>) => zodResolver(profileSchema(user));
