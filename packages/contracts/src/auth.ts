import { TEXT_MAXIMUMS } from './constants.ts';
import { AdvertiserType, Province } from './enums.ts';
import {
  asSingleLine,
  emailField,
  LocaleField,
  newPasswordField,
  optionalText,
  requiredText,
  textKind,
} from './fields.ts';
import { MESSAGES } from './messages.ts';
import { CompanyFields, User } from './users.ts';
import { z } from './zod.ts';

const newPassword = newPasswordField();
const confirmation = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { error: MESSAGES.confirmPasswordRequired })
  .meta(textKind('secret'));

/**
 * Issue 27: who is joining. BUYER makes a `USER` account (decision 10), the two business kinds a
 * `SELLER`. Left out, the request is the spec's own and registers a SELLER (decision 002, 015).
 */
export const AccountType = z.enum(['BUYER', 'AUCTIONEER', 'SERVICE_PROVIDER']);
export type AccountType = z.infer<typeof AccountType>;
/** The kinds a buyer can upgrade to (POST /api/users/me/upgrade). */
export const SellerAccountType = z.enum(['AUCTIONEER', 'SERVICE_PROVIDER']);
export type SellerAccountType = z.infer<typeof SellerAccountType>;

const nullableProvince = Province.nullish()
  .transform((value) => value ?? null)
  .or(z.literal('').transform(() => null));

/** The company rules of a seller joining or upgrading: a company name, and a service's type. */
function checkSellerKind(
  data: {
    accountType?: AccountType | undefined;
    companyName: string | null;
    advertiserType: AdvertiserType | null;
  },
  ctx: z.RefinementCtx,
) {
  if (data.accountType === 'BUYER') return;
  const isBusiness = data.accountType !== undefined || Boolean(data.advertiserType);
  if (isBusiness && !data.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.companyNameRequired });
  }
  if (
    data.accountType === 'SERVICE_PROVIDER' &&
    (!data.advertiserType || data.advertiserType === 'AUCTIONEER')
  ) {
    ctx.addIssue({ code: 'custom', path: ['advertiserType'], message: MESSAGES.serviceTypeRequired });
  }
}

/**
 * POST /api/auth/register (spec 000 §3, §5). There is no role field (unknown keys such as `role` are
 * dropped): the role follows `accountType` (issue 27), and without it every account is a SELLER as
 * the spec's client expects. The directory contact fields the spec's form held but never sent are
 * accepted, since dropping what a user typed helps nobody. A buyer's company fields are ignored.
 */
export const RegisterRequest = CompanyFields.extend({
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  email: emailField(),
  password: newPassword,
  accountType: AccountType.optional(),
  advertiserType: AdvertiserType.nullish().transform((value) => value ?? null),
  /** Ours (issue 27): a buyer's home area, the default of "near me". */
  province: nullableProvince.optional(),
  town: optionalText(TEXT_MAXIMUMS.name),
  /** Ours (issue 16): the language of the page; without it, the request's Accept-Language. */
  language: LocaleField.optional(),
}).superRefine(checkSellerKind);
export type RegisterRequest = z.input<typeof RegisterRequest>;
export type RegisterData = z.output<typeof RegisterRequest>;

/** POST /api/users/me/upgrade (issue 27): a buyer becomes a SELLER with the company fields. */
export const UpgradeAccountRequest = CompanyFields.extend({
  accountType: SellerAccountType,
  advertiserType: AdvertiserType.nullish().transform((value) => value ?? null),
}).superRefine(checkSellerKind);
export type UpgradeAccountRequest = z.input<typeof UpgradeAccountRequest>;
export type UpgradeAccountData = z.output<typeof UpgradeAccountRequest>;

/** The buyer's sign-up screen (issue 27): a name, an e-mail and a password, nothing else. */
export const BuyerRegisterForm = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  email: emailField(),
  password: newPassword,
});
export type BuyerRegisterForm = z.infer<typeof BuyerRegisterForm>;

/**
 * POST /api/auth/email-link (issue 27): mails a one-time sign-in link and answers 202 whatever the
 * address. The names are used only when the address has no account yet (the account is made on the
 * link's first use); without them the e-mail's local part stands in until the person edits it.
 */
export const EmailLinkRequest = z.object({
  email: emailField(),
  firstName: optionalText(TEXT_MAXIMUMS.name),
  lastName: optionalText(TEXT_MAXIMUMS.name),
  /** A same-site path the link brings the person back to (issue 27 item 3). */
  returnTo: asSingleLine(z.string().max(TEXT_MAXIMUMS.url)).optional(),
  language: LocaleField.optional(),
});
export type EmailLinkRequest = z.input<typeof EmailLinkRequest>;

const mailedToken = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(200, { error: message })
    .meta(textKind('secret'));

/** POST /api/auth/email-link/verify: spends the link's token and signs in (AuthResponse). */
export const EmailLinkVerifyRequest = z.object({ token: mailedToken(MESSAGES.emailLinkInvalid) });
export type EmailLinkVerifyRequest = z.infer<typeof EmailLinkVerifyRequest>;

/** The sign-in answer of a link: the session, and where the link was asked from. */
export const EmailLinkVerifyResponse = z.object({
  user: User,
  token: z.string(),
  returnTo: z.string().nullable(),
});
export type EmailLinkVerifyResponse = z.infer<typeof EmailLinkVerifyResponse>;

/** POST /api/auth/confirm-email: the token of the mailed confirmation link. */
export const ConfirmEmailRequest = z.object({ token: mailedToken(MESSAGES.emailConfirmInvalid) });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

/**
 * DELETE /api/users/me: the current password, or for an account without one the token of the
 * mailed confirmation (POST /api/users/me/delete-link).
 */
export const DeleteAccountRequest = z.object({
  password: z.string().max(TEXT_MAXIMUMS.password).meta(textKind('secret')).optional(),
  confirmationToken: mailedToken(MESSAGES.accountDeleteLinkInvalid).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** The register screen's own fields on top of the request: the account kind and the confirmation. */
export const AccountKind = z.enum(['AUCTIONEER', 'SERVICE_PROVIDER']);
export type AccountKind = z.infer<typeof AccountKind>;

export const RegisterForm = CompanyFields.extend({
  accountKind: AccountKind,
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  email: emailField(),
  password: newPassword,
  confirmPassword: confirmation,
  advertiserType: AdvertiserType.nullable(),
  /** Issue 30: a business account's province sets the tax of what it buys; asked, and required, here. */
  province: z.union([Province, z.literal('')], { error: MESSAGES.provinceRequired }),
}).superRefine((data, ctx) => {
  if (!data.province) {
    ctx.addIssue({ code: 'custom', path: ['province'], message: MESSAGES.provinceRequired });
  }
  if (data.password !== data.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
  }
  if (data.accountKind === 'SERVICE_PROVIDER' && !data.advertiserType) {
    ctx.addIssue({ code: 'custom', path: ['advertiserType'], message: MESSAGES.serviceTypeRequired });
  }
  if (!data.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.companyNameRequired });
  }
});
export type RegisterFormInput = z.input<typeof RegisterForm>;
export type RegisterFormData = z.output<typeof RegisterForm>;

/** POST /api/auth/login. rememberMe keeps the session 30 days instead of 1 (decision 7). */
export const LoginRequest = z.object({
  email: emailField(),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(TEXT_MAXIMUMS.password, { error: MESSAGES.invalidEmailOrPassword })
    .meta(textKind('secret')),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof LoginRequest>;
export type LoginData = z.output<typeof LoginRequest>;

/** Answer of login and register: the web app uses the cookie; API clients use the bearer token. */
export const AuthResponse = z.object({ user: User, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** GET /api/auth/session: who is signed in, answering 200 with null for a visitor. */
export const SessionResponse = z.object({ user: User.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** POST /api/auth/forgot-password: always the same neutral answer (decision 7). */
export const ForgotPasswordRequest = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** POST /api/auth/reset-password with the token from the mailed link. */
export const ResetPasswordRequest = z
  .object({
    token: z.string().min(1, { error: MESSAGES.passwordResetInvalid }).max(200).meta(textKind('secret')),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** PUT /api/auth/password (signed in): the current password, then the new one twice. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, { error: MESSAGES.currentPasswordRequired })
      .max(TEXT_MAXIMUMS.password, { error: MESSAGES.currentPasswordIncorrect })
      .meta(textKind('secret')),
    newPassword,
    confirmPassword: confirmation,
  })
  .superRefine((data, ctx) => {
    if (data.newPassword !== data.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Answer of the three password calls: a message to show. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * POST /api/auth/register: 201 with the new account signed in, or 202 with "check your e-mail" when
 * the address already has an account, so a stranger is not told it does (issue 25, decision 013).
 */
export const RegisterResponse = z.union([AuthResponse, MessageResponse]);
export type RegisterResponse = z.infer<typeof RegisterResponse>;
