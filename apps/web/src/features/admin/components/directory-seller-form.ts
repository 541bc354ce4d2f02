import {
  type CreateUserRequest,
  CreateUserRequest as CreateUserSchema,
  directoryInfoIssues,
} from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type DirectoryCompanyValues, EMPTY_COMPANY_VALUES } from './DirectoryCompanyFields.tsx';

/** The Directory tab's create form: a SELLER account and its directory fields (spec 001 §2, §5). */
export interface CreateSellerValues extends DirectoryCompanyValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const EMPTY_SELLER_VALUES: CreateSellerValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  ...EMPTY_COMPANY_VALUES,
};

/** Spec 001 §5: the directory create form's required fields, each with its own message too. */
const REQUIRED: Partial<Record<keyof CreateSellerValues, string>> = {
  email: MESSAGES.emailRequired,
  password: MESSAGES.passwordRequired,
  firstName: MESSAGES.firstNameRequired,
  lastName: MESSAGES.lastNameRequired,
  companyName: MESSAGES.companyNameRequired,
};

export type SellerFormCheck =
  | { ok: true; body: CreateUserRequest }
  | { ok: false; missingRequired: boolean; errors: Record<string, string> };

/**
 * The form checks what it can before anything is sent: first the required fields (the spec's
 * 'Please fill in all required fields'), then the create call's own rules (e-mail, password length,
 * website, phone) and the directory's (no listing without an advertiser type).
 */
export function checkSellerForm(values: CreateSellerValues): SellerFormCheck {
  const missing = Object.entries(REQUIRED).filter(
    ([name]) => !String(values[name as keyof CreateSellerValues] ?? '').trim(),
  );
  if (missing.length > 0) return { ok: false, missingRequired: true, errors: Object.fromEntries(missing) };

  const parsed = CreateUserSchema.safeParse({ ...values, role: 'SELLER' });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  Object.assign(
    errors,
    directoryInfoIssues('SELLER', {
      companyName: (values.companyName ?? '').trim() || null,
      advertiserType: values.advertiserType || null,
      isDirectoryListed: values.isDirectoryListed,
    }),
  );
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, missingRequired: false, errors };
  return { ok: true, body: parsed.data };
}

/** checkSellerForm as react-hook-form's resolver; a missing field's error has the type 'required'. */
export const sellerFormResolver: Resolver<CreateSellerValues> = async (values) => {
  const check = checkSellerForm(values);
  if (check.ok) return { values, errors: {} };
  const type = check.missingRequired ? 'required' : 'validate';
  const errors = Object.fromEntries(
    Object.entries(check.errors).map(([name, message]) => [name, { type, message }]),
  ) as FieldErrors<CreateSellerValues>;
  return { values: {}, errors };
};
