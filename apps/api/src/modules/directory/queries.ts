import type { AdvertiserType } from '@mariner/contracts';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';

/**
 * Who is in the public directories. A superadmin's "listed" toggle (issue 7) lists a user on its
 * own, without a paid listing (directoryStatus null); a paid listing counts while ACTIVE and inside
 * its 12 months (decision 5), so a lapsed one drops out even before anything marks it EXPIRED.
 * PENDING_PAYMENT and EXPIRED listings are not listed, nor (decision 033) a profile whose current
 * listing an admin rejected, until its owner resubmits it.
 */
export const isListed: SQL = sql`(${users.isDirectoryListed} and not ${users.directoryRejected} and (${users.directoryStatus} is null or (${users.directoryStatus} = 'ACTIVE' and ${users.directoryExpiresAt} > now())))`;

/** The name a card shows: the company, else the person (an advertiser listed without a company name). */
const displayName = sql<string>`coalesce(nullif(btrim(${users.companyName}), ''), ${users.firstName} || ' ' || ${users.lastName})`;

/** Which directory: the auctioneers, or the service companies (optionally one type of them). */
export type DirectoryKind = { kind: 'auctioneers' } | { kind: 'services'; advertiserType?: AdvertiserType };

export interface DirectoryFilter {
  directory: DirectoryKind;
  search?: string | undefined;
}

function whereOf(filter: DirectoryFilter): SQL | undefined {
  const { directory } = filter;
  const conditions: (SQL | undefined)[] = [isListed];
  if (directory.kind === 'auctioneers') conditions.push(eq(users.advertiserType, 'AUCTIONEER'));
  else if (directory.advertiserType) conditions.push(eq(users.advertiserType, directory.advertiserType));
  // `<>` is false for null, so users without an advertiser type are in neither directory.
  else conditions.push(ne(users.advertiserType, 'AUCTIONEER'));
  if (filter.search) {
    // `%`, `_` and `\` typed by a visitor are letters, not wildcards.
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        sql`${users.companyName} ilike ${pattern}`,
        sql`${users.companyDescription} ilike ${pattern}`,
        sql`${users.companyAddress} ilike ${pattern}`,
        sql`${users.directoryServiceArea} ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

const entryColumns = {
  id: users.id,
  companyName: displayName,
  advertiserType: users.advertiserType,
  companyLogo: users.companyLogo,
  companyAddress: users.companyAddress,
  province: users.province,
  serviceArea: users.directoryServiceArea,
  companyDescription: users.companyDescription,
  companyDescriptionFr: users.companyDescriptionFr,
};

/**
 * One page of a directory, sorted by the name shown, and how many match. The listed advertisers
 * are few next to all users, and the partial index users_directory_listed_idx finds them without
 * reading the others; the ILIKE search then runs over those rows only.
 */
export async function findDirectoryPage(
  db: Executor,
  filter: DirectoryFilter,
  limit: number,
  offset: number,
) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(users)
      .where(where)
      .orderBy(sql`lower(${displayName})`, asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type DirectoryEntryRow = Awaited<ReturnType<typeof findDirectoryPage>>['rows'][number];

/** A listed advertiser's public profile fields, or undefined for anyone not listed. */
export async function findListedAdvertiser(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyName: displayName,
      advertiserType: users.advertiserType,
      companyLogo: users.companyLogo,
      companyDescription: users.companyDescription,
      companyDescriptionFr: users.companyDescriptionFr,
      companyWebsite: users.companyWebsite,
      companyPhone: users.companyPhone,
      companyAddress: users.companyAddress,
      province: users.province,
      companyContactName: users.companyContactName,
      companyContactEmail: users.companyContactEmail,
      companyContactPhone: users.companyContactPhone,
      categories: users.directoryCategories,
      serviceArea: users.directoryServiceArea,
    })
    .from(users)
    .where(and(eq(users.id, id), isListed, sql`${users.advertiserType} is not null`))
    .limit(1);
  return row;
}

/** Every listed advertiser with a type, as the sitemap lists their profiles (issue 14). */
export function findListedProfileStamps(db: Executor) {
  return db
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .where(and(isListed, sql`${users.advertiserType} is not null`))
    .orderBy(asc(users.id));
}
