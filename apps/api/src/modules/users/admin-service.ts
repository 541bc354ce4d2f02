import {
  type AdminUser,
  type AdminUserResponse,
  type CreateUserData,
  isAdminRole,
  MESSAGES,
  type Province,
  type Role,
  type UpdateUserData,
  type UserListResponse,
  type UserListSort,
  type UserSetting,
} from '@mariner/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { PaymentDriver } from '../../plugins/payments/driver.ts';
import type { Storage } from '../../plugins/storage/index.ts';
import { deleteAuction } from '../auctions/listing-service.ts';
import { type AuctionCaches, forgetAuctionReads } from '../auctions/public-cache.ts';
import { listMyAuctions } from '../auctions/service.ts';
import { changesOf, recordAudit, userLabel } from '../audit/record.ts';
import { emailTaken, isUniqueViolation, revokeUserSessions } from '../auth/service.ts';
import { hashPassword } from '../auth/tokens.ts';
import { type BannerDeps, deleteBanner, listMyBanners } from '../banners/service.ts';
import { listMyDirectoryListings } from '../directory-listings/service.ts';
import { voidUnpaidInvoices } from '../invoices/service.ts';
import { deletePaymentMethod, listPaymentMethods } from '../payment-methods/service.ts';
import { isOwnLogoAddress, releaseLogo } from '../uploads/logo-files.ts';
import type { UserWireRow } from './queries.ts';
import * as queries from './queries.ts';
import { toUser } from './service.ts';

/**
 * The admin Users tab (spec 001 §2 Users, §6). Kept apart from service.ts because it reaches into
 * the auctions, banners and directory services, which themselves read users through service.ts.
 */

export interface AccountDeps {
  db: Database;
  /** SESSION_SECRET, which session token hashes are peppered with. */
  pepper: string | undefined;
}

const userNotFound = () => new AppError('NOT_FOUND', MESSAGES.userNotFound);
const refused = (message: string) => new AppError('BAD_REQUEST', message);

/** The account fields an admin's change is audited by (issue 31 item 5); never a password hash. */
const AUDITED_USER_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'companyName',
  'companyLogo',
  'province',
  'advertiserType',
  'isDirectoryListed',
  'autoApprove',
  'freeBannerAds',
  'freeAuctionListings',
] as const satisfies readonly (keyof UserRow)[];

/** A new password is audited as a fact, never as a value. */
const PASSWORD_CHANGED = { password: { before: null, after: 'changed' } };

/**
 * A user with their auction and banner counts (spec 001 §3 `_count`): the counts kept on the row
 * by triggers (migration 0047), so a page or a changed account needs no count of either table.
 */
const withCounts = (row: UserWireRow & Pick<UserRow, 'auctionCount' | 'bannerCount'>): AdminUser => ({
  ...toUser(row),
  _count: { auctionListings: row.auctionCount, bannerAds: row.bannerCount },
});

/** The answer to an admin's change: the row as the change returned it, counts included. */
function answer(row: UserRow): AdminUserResponse {
  return { data: { user: withCounts(row) } };
}

async function findTarget(db: Executor, id: string): Promise<UserRow> {
  const target = await queries.findUserById(db, id);
  if (!target) throw userNotFound();
  return target;
}

/** GET /api/users (admins): a page of users with their counts. */
export async function listUsers(
  db: Executor,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    role?: Role | undefined;
    province?: Province | undefined;
    sort?: UserListSort | undefined;
  },
): Promise<UserListResponse> {
  const { rows, total } = await queries.findUserPage(
    db,
    { search: query.search, role: query.role, province: query.province },
    query.sort ?? 'newest',
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    users: rows.map(withCounts),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/**
 * POST /api/users (SUPERADMIN, spec 001 §6): any role, hashed like a registration's password. The
 * address counts as confirmed (decision 015): a superadmin typed it for someone they know, and no
 * alert can be mailed before its owner signs in and sets one up.
 */
export async function createUser(
  db: Database,
  storage: Storage,
  actor: UserRow,
  data: CreateUserData,
): Promise<AdminUserResponse> {
  const { password, ...values } = data;
  // The same rule as directory-info (spec 001 §7): a logo by address must be an upload of ours.
  if (values.companyLogo && !isOwnLogoAddress(storage, values.companyLogo)) {
    throw validationError({ companyLogo: MESSAGES.logoMustBeUploaded });
  }
  // The Directory tab's rule, on the server too: a listed company needs a type to be shown under.
  if (values.isDirectoryListed && !values.advertiserType) {
    throw validationError({ advertiserType: MESSAGES.directoryListingNeedsType });
  }
  if (await queries.isEmailTakenByOther(db, values.email)) throw emailTaken();
  const passwordHash = await hashPassword(password);
  try {
    const created = await db.transaction(async (tx) => {
      const row = await queries.insertUser(tx, { ...values, passwordHash, emailConfirmedAt: new Date() });
      await recordAudit(tx, {
        actor,
        action: 'user.create',
        subject: { type: 'user', id: row.id, label: userLabel(row) },
        changes: changesOf<UserRow>(null, row, AUDITED_USER_FIELDS),
      });
      return row;
    });
    return answer(created);
  } catch (error) {
    // Two creations racing for one e-mail: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * PUT /api/users/{id} (SUPERADMIN). A blank password keeps the current one. A new role or password
 * signs the user out everywhere (decision 9), except the caller's own session when editing themself.
 */
export async function editUser(
  deps: AccountDeps & AuctionCaches,
  actor: UserRow,
  actorToken: string | null,
  id: string,
  data: UpdateUserData,
): Promise<AdminUserResponse> {
  const { db, pepper } = deps;
  const target = await findTarget(db, id);
  if (target.id === actor.id && data.role !== target.role) throw refused(MESSAGES.cannotChangeOwnRole);
  if (await queries.isEmailTakenByOther(db, data.email, id)) throw emailTaken();
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  try {
    const updated = await db.transaction(async (tx) => {
      const row = await queries.updateAccount(tx, id, {
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        companyName: data.companyName,
        role: data.role,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (!row) throw userNotFound();
      if (passwordHash || row.role !== target.role) {
        await revokeUserSessions(tx, pepper, id, id === actor.id ? actorToken : null);
      }
      // A role change is its own kind of record (the log is filtered by it); the rest is an edit.
      const subject = { type: 'user' as const, id, label: userLabel(row) };
      const { role, ...changes } = changesOf<UserRow>(target, row, AUDITED_USER_FIELDS);
      if (role) await recordAudit(tx, { actor, action: 'user.role_change', subject, changes: { role } });
      if (passwordHash || Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          actor,
          action: 'user.update',
          subject,
          changes: { ...changes, ...(passwordHash ? PASSWORD_CHANGED : {}) },
        });
      }
      return row;
    });
    forgetAuctionReads(deps);
    return answer(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** PUT /api/users/{id}/role (SUPERADMIN): never one's own; the user is signed out everywhere. */
export async function changeUserRole(
  { db, pepper }: AccountDeps,
  actor: UserRow,
  id: string,
  role: Role,
): Promise<AdminUserResponse> {
  if (id === actor.id) throw refused(MESSAGES.cannotChangeOwnRole);
  const target = await findTarget(db, id);
  const updated = await db.transaction(async (tx) => {
    const row = await queries.updateAccount(tx, id, { role });
    if (!row) throw userNotFound();
    if (role !== target.role) {
      await revokeUserSessions(tx, pepper, id);
      await recordAudit(tx, {
        actor,
        action: 'user.role_change',
        subject: { type: 'user', id, label: userLabel(row) },
        changes: { role: { before: target.role, after: role } },
      });
    }
    return row;
  });
  return answer(updated);
}

/** PUT /api/users/{id}/auto-approve, /free-banner-ads, /free-auction-listings: non-admin users only. */
export async function setUserSetting(
  db: Database,
  actor: UserRow,
  id: string,
  setting: UserSetting,
  value: boolean,
): Promise<AdminUserResponse> {
  const target = await findTarget(db, id);
  if (isAdminRole(target.role)) throw refused(MESSAGES.userSettingsOnlyForNonAdmins);
  const updated = await db.transaction(async (tx) => {
    const row = await queries.updateAccount(tx, id, { [setting]: value });
    if (!row) throw userNotFound();
    if (row[setting] !== target[setting]) {
      await recordAudit(tx, {
        actor,
        action: 'user.settings',
        subject: { type: 'user', id, label: userLabel(row) },
        changes: { [setting]: { before: target[setting], after: row[setting] } },
      });
    }
    return row;
  });
  return answer(updated);
}

/** Deleting a user deletes their auctions and banners, which forgets what this instance keeps of them. */
export interface DeleteUserDeps extends AccountDeps, AuctionCaches, BannerDeps {
  storage: Storage;
  payments: PaymentDriver;
  log: FastifyBaseLogger;
}

/**
 * DELETE /api/users/{id} (SUPERADMIN; README "Deleting a user"). The user's auctions, banners and
 * cards go through their own modules' deletes (unpaid invoices voided, stored images removed, cards
 * detached at the processor); then the row goes, and with it by cascade the sessions, saved
 * auctions and directory listings. Invoices, payments and refunds stay: an invoice loses its user
 * id but keeps its bill-to snapshot.
 */
export async function deleteUser(deps: DeleteUserDeps, actor: UserRow, id: string): Promise<void> {
  if (id === actor.id) throw refused(MESSAGES.cannotDeleteOwnAccount);
  await removeAccount(deps, actor, await findTarget(deps.db, id), { audited: true });
}

/**
 * The delete itself, for an admin's delete and for a person's own (issue 27 item 7). The last
 * superadmin is never deleted: checked first, and again under a lock of the superadmins' rows in the
 * transaction that deletes, so two superadmins deleting themselves at once cannot both go.
 */
export async function removeAccount(
  deps: DeleteUserDeps,
  actor: UserRow,
  target: UserRow,
  /** An admin's delete is written to the audit log with the row's removal (a person's own is not). */
  options: { audited?: boolean } = {},
): Promise<void> {
  const { db, pepper, storage, payments, log } = deps;
  const { id } = target;
  if (target.role === 'SUPERADMIN' && (await queries.lockSuperadminIds(db)).length <= 1) {
    throw refused(MESSAGES.cannotDeleteLastSuperadmin);
  }
  // Signed out first, so the user cannot add anything while their things are being removed.
  await revokeUserSessions(db, pepper, id);
  for (const auction of await listMyAuctions(db, target))
    await deleteAuction(deps, storage, actor, auction.id);
  for (const banner of await listMyBanners(deps, target)) await deleteBanner(deps, storage, actor, banner.id);
  for (const card of (await listPaymentMethods(db, payments, target)).paymentMethods) {
    await deletePaymentMethod(db, payments, target, card.id, log);
  }
  const { listings } = await listMyDirectoryListings(db, target);
  await db.transaction(async (tx) => {
    if (target.role === 'SUPERADMIN' && (await queries.lockSuperadminIds(tx)).length <= 1) {
      throw refused(MESSAGES.cannotDeleteLastSuperadmin);
    }
    for (const listing of listings) await voidUnpaidInvoices(tx, 'DIRECTORY_LISTING', listing.id);
    if (!(await queries.deleteUserRow(tx, id))) throw userNotFound();
    if (options.audited) {
      await recordAudit(tx, {
        actor,
        action: 'user.delete',
        subject: { type: 'user', id, label: userLabel(target) },
        changes: changesOf<UserRow>(target, null, ['email', 'firstName', 'lastName', 'role', 'companyName']),
      });
    }
  });
  // A file another profile or listing still shows stays (releaseLogo checks).
  const logos = new Set([...listings.map((listing) => listing.logo), target.companyLogo]);
  for (const url of logos) await releaseLogo(db, storage, url);
}
