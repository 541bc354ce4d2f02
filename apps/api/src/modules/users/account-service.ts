import { type AccountExport, type Locale, MESSAGES, type UpgradeAccountData } from '@mariner/contracts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { listFollows, listSavedSearches } from '../alerts/service.ts';
import { listSavedAuctions } from '../auctions/saved-service.ts';
import { consumeAccountDeleteLink, type LinkDeps, sendAccountDeleteLink } from '../auth/email-links.ts';
import { sellerFieldsOf } from '../auth/service.ts';
import { verifyPassword } from '../auth/tokens.ts';
import { listInvoiceNumbersOf } from '../invoices/service.ts';
import { findSubscriptionOf } from '../newsletter/service.ts';
import { type DeleteUserDeps, removeAccount } from './admin-service.ts';
import * as queries from './queries.ts';
import { toUser } from './service.ts';

/**
 * Issue 27: what a person does to their own account: a buyer becomes a seller, anyone takes their
 * data away or deletes the account. Beside admin-service.ts, whose delete this one reuses.
 */

/**
 * POST /api/users/me/upgrade: a buyer (USER) becomes a SELLER with the company fields. The row stays
 * the same, so saved auctions, searches and follows stay with it. Sessions stay too: the role is read
 * with every request, and the change gives rights rather than taking any away (decision 9 revokes on
 * a change an admin makes).
 */
export async function upgradeAccount(
  db: DeleteUserDeps['db'],
  user: UserRow,
  data: UpgradeAccountData,
): Promise<UserRow> {
  if (user.role !== 'USER') throw new AppError('CONFLICT', MESSAGES.alreadySeller);
  const updated = await queries.updateAccount(db, user.id, sellerFieldsOf(data));
  if (!updated) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return updated;
}

/** Far more than anyone saves; the export is everything, not a page. */
const EXPORT_ALL = { page: 1, limit: 100_000 };

/** GET /api/users/me/export: everything held about the person (PIPEDA, Law 25). */
export async function exportAccount(db: DeleteUserDeps['db'], user: UserRow): Promise<AccountExport> {
  const saved = await listSavedAuctions(db, user, EXPORT_ALL);
  return {
    exportedAt: new Date().toISOString(),
    profile: toUser(user),
    savedAuctions: saved.auctions,
    savedSearches: await listSavedSearches(db, user),
    follows: await listFollows(db, user),
    newsletter: await findSubscriptionOf(db, user.email),
    invoices: await listInvoiceNumbersOf(db, user),
  };
}

export interface OwnDeleteDeps extends DeleteUserDeps {
  limiter: RateLimiter;
  publicUrl: string;
}

/**
 * DELETE /api/users/me: proved by the current password or, for an account without one, by the
 * token of a fresh mailed link; then deleted as an admin's delete does (README "Deleting a user"),
 * every session with it. Password tries count like a password change's.
 */
export async function deleteOwnAccount(
  deps: OwnDeleteDeps,
  user: UserRow,
  proof: { password?: string | undefined; confirmationToken?: string | undefined },
): Promise<void> {
  if (proof.confirmationToken) {
    if (!(await consumeAccountDeleteLink(deps, user, proof.confirmationToken))) {
      throw new AppError('BAD_REQUEST', MESSAGES.accountDeleteLinkInvalid);
    }
  } else if (proof.password !== undefined && user.passwordHash !== null) {
    const hash = user.passwordHash;
    const attempt = await deps.limiter.admitPasswordChange(user.id);
    if (!attempt) throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
    if (!(await verifyPassword(hash, proof.password))) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.currentPasswordIncorrect, {
        password: MESSAGES.currentPasswordIncorrect,
      });
    }
    await attempt.succeeded();
  } else {
    throw new AppError('VALIDATION_ERROR', MESSAGES.accountDeleteConfirmationRequired, {
      password: MESSAGES.accountDeleteConfirmationRequired,
    });
  }
  await removeAccount(deps, user, user);
}

/** POST /api/users/me/delete-link: mails the confirmation a password-less account deletes with. */
export async function mailAccountDeleteLink(
  deps: LinkDeps & { limiter: RateLimiter; ip: string },
  user: UserRow,
  locale: Locale,
): Promise<void> {
  if (!(await deps.limiter.admitAccountMail(deps.ip, user.email))) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyPasswordResets);
  }
  await sendAccountDeleteLink(deps, user, locale);
}
