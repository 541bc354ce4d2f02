import {
  type AdminDirectoryResponse,
  type AdminDirectorySort,
  type AdminDirectoryUser,
  type AdvertiserType,
  directoryInfoIssues,
  MESSAGES,
  type Province,
  type UpdateDirectoryInfoData,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { Storage, UploadStorage } from '../../plugins/storage/index.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import type { AuctionWrites } from '../auctions/service.ts';
import { type AuditActor, changesOf, recordAudit, userLabel } from '../audit/record.ts';
import { isOwnLogoAddress, releaseLogo } from '../uploads/logo-files.ts';
import * as queries from './directory-queries.ts';
import { findUserById, uploadLogo } from './service.ts';

/**
 * The admin Directory tab (spec 001 §2; SUPERADMIN only, the routes check). Every change is written
 * to the user row the public directories read (modules/directory) with no cache in between: their
 * only caching is a CDN's minute (DIRECTORY_PUBLIC_CACHING), and signed-in reads skip it.
 */

const userNotFound = () => new AppError('NOT_FOUND', MESSAGES.userNotFound);

const toDirectoryUser = (row: queries.DirectoryUserRow): AdminDirectoryUser => ({
  ...row,
  isPubliclyListed: Boolean(row.isPubliclyListed),
  directoryExpiresAt: row.directoryExpiresAt?.toISOString() ?? null,
});

async function getDirectoryUser(db: Executor, id: string): Promise<AdminDirectoryUser> {
  const row = await queries.findDirectoryUser(db, id);
  if (!row) throw userNotFound();
  return toDirectoryUser(row);
}

/** GET /api/users/directory. */
export async function listDirectoryUsers(
  db: Executor,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    advertiserType?: AdvertiserType | undefined;
    listed?: 'true' | 'false' | undefined;
    province?: Province | undefined;
    sort?: AdminDirectorySort | undefined;
  },
): Promise<AdminDirectoryResponse> {
  const { rows, total } = await queries.findDirectoryUserPage(
    db,
    {
      search: query.search,
      advertiserType: query.advertiserType,
      listed: query.listed === undefined ? undefined : query.listed === 'true',
      province: query.province,
    },
    query.sort ?? 'name',
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    users: rows.map(toDirectoryUser),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

const DIRECTORY_FIELDS = [
  'companyName',
  'companyDescription',
  'companyDescriptionFr',
  'companyWebsite',
  'companyPhone',
  'companyAddress',
  'advertiserType',
  'isDirectoryListed',
  'companyLogo',
] as const satisfies readonly (keyof UserRow)[];

/** Issue 31 item 5: a superadmin's edit of someone's directory entry, with the fields it changed. */
async function auditDirectoryEdit(
  tx: Executor,
  actor: AuditActor,
  target: UserRow,
  fields: Partial<UserRow>,
) {
  const changes = changesOf<UserRow>(target, fields, DIRECTORY_FIELDS);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, {
    actor,
    action: 'directory.update',
    subject: { type: 'user', id: target.id, label: userLabel(target) },
    changes,
  });
}

/** PUT /api/users/{id}/directory-info. */
export async function updateDirectoryInfo(
  app: AuctionWrites,
  storage: Storage,
  actor: AuditActor,
  userId: string,
  data: UpdateDirectoryInfoData,
): Promise<AdminDirectoryUser> {
  const { db } = app;
  const target = await findUserById(db, userId);
  if (!target) throw userNotFound();
  // Spec 001 §7 sets the logo by address here: only an upload of ours (checked and re-encoded,
  // decision 13) is taken, never an outside address that could track or change under us.
  const changesLogo = data.companyLogo !== undefined && data.companyLogo !== target.companyLogo;
  if (changesLogo && data.companyLogo && !isOwnLogoAddress(storage, data.companyLogo)) {
    throw validationError({ companyLogo: MESSAGES.logoMustBeUploaded });
  }
  const isDirectoryListed = data.isDirectoryListed ?? target.isDirectoryListed;
  const issues = directoryInfoIssues(target.role, {
    companyName: data.companyName,
    advertiserType: data.advertiserType,
    isDirectoryListed,
  });
  if (Object.keys(issues).length > 0) throw validationError(issues);

  const fields = {
    companyName: data.companyName,
    companyDescription: data.companyDescription,
    companyDescriptionFr: data.companyDescriptionFr,
    companyWebsite: data.companyWebsite,
    companyPhone: data.companyPhone,
    companyAddress: data.companyAddress,
    advertiserType: data.advertiserType,
    // Left out, the listing stays as it is (and a lapsed paid one stays lapsed).
    ...(data.isDirectoryListed === undefined ? {} : { isDirectoryListed: data.isDirectoryListed }),
    ...(changesLogo ? { companyLogo: data.companyLogo ?? null } : {}),
  };
  await db.transaction(async (tx) => {
    await queries.updateDirectoryFields(tx, userId, fields);
    await auditDirectoryEdit(tx, actor, target, fields);
  });
  if (changesLogo) await releaseLogo(db, storage, target.companyLogo);
  forgetAuctionReads(app);
  return getDirectoryUser(db, userId);
}

/** PUT /api/users/{id}/directory-status: listing needs an advertiser type; unlisting never fails. */
export async function setDirectoryListed(
  db: Database,
  actor: AuditActor,
  userId: string,
  isDirectoryListed: boolean,
): Promise<AdminDirectoryUser> {
  const target = await findUserById(db, userId);
  if (!target) throw userNotFound();
  if (isDirectoryListed && !target.advertiserType) {
    throw validationError({ advertiserType: MESSAGES.directoryListingNeedsType });
  }
  await db.transaction(async (tx) => {
    await queries.updateDirectoryFields(tx, userId, { isDirectoryListed });
    await auditDirectoryEdit(tx, actor, target, { isDirectoryListed });
  });
  return getDirectoryUser(db, userId);
}

/** POST /api/users/{id}/logo: the profile's own upload (sniffed, 5 MB, re-encoded) for another user. */
export async function uploadLogoFor(
  app: AuctionWrites,
  storage: UploadStorage,
  userId: string,
  buffer: Buffer,
): Promise<{ url: string }> {
  const target = await findUserById(app.db, userId);
  if (!target) throw userNotFound();
  return uploadLogo(app, storage, target, buffer);
}
