import { TEXT_MAXIMUMS } from './constants.ts';
import { AdvertiserType } from './enums.ts';
import { emailField, LocaleField, newPasswordField, requiredText, textKind } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { CompanyFields, User } from './users.ts';
import { z } from './zod.ts';

const newPassword = newPasswordField();
const confirmation = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { error: MESSAGES.confirmPasswordRequired })
  .meta(textKind('secret'));

/**
 * POST /api/auth/register (spec 000 §3, §5). There is no role field: every account registers as a
 * SELLER, and unknown keys such as `role` are dropped. The directory contact fields the spec's form
 * held but never sent are accepted, since dropping what a user typed helps nobody.
 */
export const RegisterRequest = CompanyFields.extend({
  firstName: requiredText(MESSAGES.firstNameRequired, TEXT_MAXIMUMS.name),
  lastName: requiredText(MESSAGES.lastNameRequired, TEXT_MAXIMUMS.name),
  email: emailField(),
  password: newPassword,
  advertiserType: AdvertiserType.nullish().transform((value) => value ?? null),
  /** Ours (issue 16): the language of the page; without it, the request's Accept-Language. */
  language: LocaleField.optional(),
}).superRefine((data, ctx) => {
  if (data.advertiserType && !data.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.companyNameRequired });
  }
});
export type RegisterRequest = z.input<typeof RegisterRequest>;
export type RegisterData = z.output<typeof RegisterRequest>;

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
}).superRefine((data, ctx) => {
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
