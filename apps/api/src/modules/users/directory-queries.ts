import type { AdminDirectorySort, AdvertiserType, Province } from '@mariner/contracts';
import { and, asc, count, desc, eq, isNotNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type NewUserRow, users } from '../../db/schema.ts';
import { isListedInDirectory } from '../directory/service.ts';

/**
 * Who the admin Directory tab lists (spec 001 §2): sellers, and anyone with an advertiser type or a
 * company name, whatever their role.
 */
const isDirectoryRelevant: SQL = or(
  eq(users.role, 'SELLER'),
  isNotNull(users.advertiserType),
  and(isNotNull(users.companyName), ne(users.companyName, '')),
) as SQL;

const directoryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  companyName: users.companyName,
  companyDescription: users.companyDescription,
  companyDescriptionFr: users.companyDescriptionFr,
  companyLogo: users.companyLogo,
  companyWebsite: users.companyWebsite,
  companyPhone: users.companyPhone,
  companyAddress: users.companyAddress,
  advertiserType: users.advertiserType,
  isDirectoryListed: users.isDirectoryListed,
  // The public directories also need a type: without one a user is in neither of them.
  isPubliclyListed: sql<boolean>`(${isListedInDirectory} and ${users.advertiserType} is not null)`,
  directoryExpiresAt: users.directoryExpiresAt,
};

export type DirectoryUserRow = Awaited<ReturnType<typeof findDirectoryUserPage>>['rows'][number];

export interface DirectoryUserFilter {
  search?: string | undefined;
  advertiserType?: AdvertiserType | undefined;
  /** The isDirectoryListed switch. */
  listed?: boolean | undefined;
  province?: Province | undefined;
}

const shownName = sql`lower(coalesce(nullif(btrim(${users.companyName}), ''), ${users.firstName} || ' ' || ${users.lastName}))`;
const ORDER_BY: Record<AdminDirectorySort, SQL[]> = {
  name: [shownName, asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
};

/**
 * One page of directory users, by company (else name) unless told otherwise, and how many match.
 * Issue 31: the search reads users.search_key (names, e-mail, company; unaccented lower case,
 * migration 0029) through its trigram index.
 */
export async function findDirectoryUserPage(
  db: Executor,
  filter: DirectoryUserFilter,
  sort: AdminDirectorySort,
  limit: number,
  offset: number,
) {
  // `%`, `_` and `\` typed by the admin are letters, not wildcards.
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    isDirectoryRelevant,
    pattern ? like(users.searchKey, sql`lower(unaccent(${pattern}))`) : undefined,
    filter.advertiserType ? eq(users.advertiserType, filter.advertiserType) : undefined,
    filter.listed === undefined ? undefined : eq(users.isDirectoryListed, filter.listed),
    filter.province ? eq(users.province, filter.province) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(directoryColumns)
      .from(users)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findDirectoryUser(db: Executor, id: string): Promise<DirectoryUserRow | undefined> {
  const [row] = await db.select(directoryColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type DirectoryFieldChanges = Partial<
  Pick<
    NewUserRow,
    | 'companyName'
    | 'companyDescription'
    | 'companyDescriptionFr'
    | 'companyLogo'
    | 'companyWebsite'
    | 'companyPhone'
    | 'companyAddress'
    | 'advertiserType'
    | 'isDirectoryListed'
  >
>;

/**
 * Writes the directory fields. A superadmin listing a user (isDirectoryListed: true) lists them on
 * their own: a paid listing that is no longer running (lapsed, or never activated) is cleared, so
 * the listing stands as a superadmin's (directoryStatus null, as modules/directory's isListed reads
 * it) instead of the toggle being on while the public directories ignore it. A running paid listing
 * is kept with its end date; nothing else touches the paid state.
 */
export async function updateDirectoryFields(
  db: Executor,
  id: string,
  changes: DirectoryFieldChanges,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      ...changes,
      ...(changes.isDirectoryListed === true
        ? {
            directoryStatus: sql`case when ${users.directoryStatus} = 'ACTIVE' and ${users.directoryExpiresAt} > now() then ${users.directoryStatus} end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}
