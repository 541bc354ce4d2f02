import {
  isCompanyRequired,
  type Locale,
  MESSAGES,
  type UpdateProfileData,
  type User,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { Storage, UploadStorage } from '../../plugins/storage/index.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import type { AuctionWrites } from '../auctions/service.ts';
import { LOGO_IMAGE, processImage } from '../uploads/images.ts';
import { releaseLogo } from '../uploads/logo-files.ts';
import { uploadOwnerOf } from '../uploads/upload-records.ts';
import type { UserWireRow } from './queries.ts';
import * as queries from './queries.ts';

/** The wire form of a user (contracts' User): no hash, dates as ISO strings. */
export const toUser = (row: UserWireRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  advertiserType: row.advertiserType,
  companyName: row.companyName,
  companyPhone: row.companyPhone,
  companyWebsite: row.companyWebsite,
  companyAddress: row.companyAddress,
  companyDescription: row.companyDescription,
  companyDescriptionFr: row.companyDescriptionFr,
  companyContactName: row.companyContactName,
  companyContactEmail: row.companyContactEmail,
  companyContactPhone: row.companyContactPhone,
  companyLogo: row.companyLogo,
  isDirectoryListed: row.isDirectoryListed,
  province: row.province,
  autoApprove: row.autoApprove,
  freeBannerAds: row.freeBannerAds,
  freeAuctionListings: row.freeAuctionListings,
  language: row.language,
  town: row.town,
  emailConfirmed: row.emailConfirmedAt !== null,
  hasPassword: row.passwordHash !== null,
  weeklyStatsEmail: row.weeklyStatsEmail,
  createdAt: row.createdAt.toISOString(),
});

/** For other modules: a user by id (e.g. the seller a superadmin lists for). */
export const findUserById = (db: Executor, id: string): Promise<UserRow | undefined> =>
  queries.findUserById(db, id);

const userNotFound = () => new AppError('NOT_FOUND', MESSAGES.userNotFound);

/** Spec 001 §5: the company name rule depends on the stored role, which the payload cannot change. */
export async function updateProfile(
  app: AuctionWrites,
  user: UserRow,
  data: UpdateProfileData,
): Promise<UserRow> {
  const { db } = app;
  if (isCompanyRequired(user.role, data.advertiserType) && !data.companyName) {
    throw validationError({ companyName: MESSAGES.companyNameRequired });
  }
  const updated = await queries.updateUser(db, user.id, data);
  if (!updated) throw userNotFound();
  // An auction's public page shows its seller's company: cached reads of it must go.
  forgetAuctionReads(app);
  return updated;
}

/** Issue 16: the language of a person's mail and messages, chosen with the header's switch. */
export async function updateLanguage(db: Database, user: UserRow, language: Locale): Promise<UserRow> {
  const updated = await queries.updateUser(db, user.id, { language });
  if (!updated) throw userNotFound();
  return updated;
}

export async function uploadLogo(
  app: AuctionWrites,
  storage: UploadStorage,
  user: UserRow,
  buffer: Buffer,
): Promise<{ url: string }> {
  const { db } = app;
  await storage.assertRoomFor(uploadOwnerOf(user));
  const [image] = await processImage(buffer, LOGO_IMAGE);
  if (!image) throw new Error('image processing produced no output');
  // Keyed per user: two users uploading the same picture must not share (and delete) one file.
  const key = `logos/${user.id}/${image.name}`;
  const url = storage.url(key);
  await storage.putUploads([{ key, buffer: image.buffer, contentType: 'image/webp' }], {
    owner: uploadOwnerOf(user),
    url,
  });
  const previous = user.companyLogo;
  await queries.updateUser(db, user.id, { companyLogo: url });
  forgetAuctionReads(app);
  if (previous !== url) await releaseLogo(db, storage, previous);
  return { url };
}

/** The owner or a superadmin may remove a logo (spec 001 §6). */
export async function deleteLogo(
  app: AuctionWrites,
  storage: Storage,
  actor: UserRow,
  userId: string,
): Promise<void> {
  const { db } = app;
  if (actor.id !== userId && actor.role !== 'SUPERADMIN') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const target = await queries.findUserById(db, userId);
  if (!target) throw userNotFound();
  if (!target.companyLogo) return;
  await queries.updateUser(db, userId, { companyLogo: null });
  forgetAuctionReads(app);
  await releaseLogo(db, storage, target.companyLogo);
}
