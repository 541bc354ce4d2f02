import type { Province, Role, UserListSort } from '@mariner/contracts';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { searchKeyMatches, searchKeyMatchesPatterns, searchPatternsOf } from '../../db/like.ts';
import { pageWithTotal } from '../../db/page-total.ts';
import { preparedPerShape } from '../../db/prepared.ts';
import { type NewUserRow, type UserRow, userCounts, users } from '../../db/schema.ts';

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Omit<NewUserRow, 'id' | 'email' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * The columns a user's wire form is made from: what a list reads of each account (issue 31 item 1:
 * not the search key, the directory details or the update time, which no answer shows).
 */
export const USER_WIRE_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'role',
  'advertiserType',
  'companyName',
  'companyPhone',
  'companyWebsite',
  'companyAddress',
  'companyDescription',
  'companyDescriptionFr',
  'companyContactName',
  'companyContactEmail',
  'companyContactPhone',
  'companyLogo',
  'isDirectoryListed',
  'province',
  'autoApprove',
  'freeBannerAds',
  'freeAuctionListings',
  'language',
  'town',
  'emailConfirmedAt',
  'passwordHash',
  'weeklyStatsEmail',
  'createdAt',
] as const satisfies readonly (keyof UserRow)[];
export type UserWireRow = Pick<UserRow, (typeof USER_WIRE_COLUMNS)[number]>;

export interface UserListFilter {
  /** Matched anywhere in first name, last name, e-mail or company name, whatever the case and accents. */
  search?: string | undefined;
  role?: Role | undefined;
  province?: Province | undefined;
}

/**
 * `%` and `_` typed by an admin are letters, not wildcards (backslash is ILIKE's default escape).
 * The search reads users.search_key (migration 0029), unaccented lower case, through its trigram index.
 */
function whereOf(filter: UserListFilter): SQL | undefined {
  return and(
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.province ? eq(users.province, filter.province) : undefined,
    filter.search ? searchKeyMatches(users.searchKey, filter.search) : undefined,
  );
}

/**
 * Each order's keys, first to last (the last is the id, so pages never share or skip a row between
 * equal keys; an e-mail is unique). Each is the expression an index of users orders by.
 */
const SORT_KEYS: Record<UserListSort, { keys: SQL[]; direction: typeof asc }> = {
  newest: { keys: [sql`${users.createdAt}`, sql`${users.id}`], direction: desc },
  oldest: { keys: [sql`${users.createdAt}`, sql`${users.id}`], direction: asc },
  name: {
    keys: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, sql`${users.id}`],
    direction: asc,
  },
  email: { keys: [sql`lower(${users.email})`], direction: asc },
};

/**
 * How many users match: without a search, the kept total (for a page past the last one; the page's
 * statement carries it otherwise); a search counts its matches, which its trigram index finds.
 */
async function countUsers(db: Executor, filter: UserListFilter): Promise<number> {
  const [counted] = filter.search
    ? await db.select({ total: count() }).from(users).where(whereOf(filter))
    : await keptTotalOf(db, filter);
  return counted?.total ?? 0;
}

/**
 * The shape of a Users page's statement: its order, which filters it has, and whether its search
 * has an e-mail core (searchKeyMatches). Each shape is one prepared statement, its values bound.
 */
interface PageShape {
  sort: UserListSort;
  role: boolean;
  province: boolean;
  search: 'none' | 'whole' | 'core';
}

const shapeKey = (shape: PageShape) =>
  `${shape.sort}_${shape.role ? 'r' : ''}${shape.province ? 'p' : ''}${shape.search === 'none' ? '' : shape.search}`;

/**
 * A Users page in one statement, with placeholders for its values: the page's ids come first, off
 * the order's index, and only those rows are read, with their kept listing counts (migration 0047)
 * instead of counting auctions and banners for each; without a search the kept total (user_counts,
 * migration 0038, the sum of a few rows) rides along. A search's total is counted apart.
 */
function pageStatement(db: Executor, shape: PageShape) {
  const { keys, direction } = SORT_KEYS[shape.sort];
  const role = sql.placeholder('role');
  const province = sql.placeholder('province');
  const page = db
    .select({ id: sql<string>`${users.id}`.as('page_id'), ...pageKeys(keys) })
    .from(users)
    .where(
      and(
        shape.role ? eq(users.role, role) : undefined,
        shape.province ? eq(users.province, province) : undefined,
        shape.search === 'none'
          ? undefined
          : searchKeyMatchesPatterns(
              users.searchKey,
              sql.placeholder('whole'),
              shape.search === 'core' ? sql.placeholder('core') : null,
            ),
      ),
    )
    .orderBy(...keys.map((key) => direction(key)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const keptTotal = db
    .select({ total: sql<number>`coalesce(sum(${userCounts.total}), 0)::int` })
    .from(userCounts)
    .where(
      and(
        shape.role ? eq(userCounts.role, role) : undefined,
        shape.province ? eq(userCounts.province, province) : undefined,
      ),
    );
  const keyColumns = keys.map((_, n) => sql.raw(`"page"."k${n}"`));
  return db
    .select({
      ...USER_WIRE_SELECTION,
      auctionCount: users.auctionCount,
      bannerCount: users.bannerCount,
      total: shape.search === 'none' ? sql<number | null>`(${keptTotal})` : sql<number | null>`null`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...keyColumns.map((key) => direction(key)))
    .prepare(`user_page_${shapeKey(shape)}`);
}

/** Each database's prepared Users pages by shape (32 at most), made on first use. */
const preparedPage = preparedPerShape(shapeKey, pageStatement);

/**
 * One page of users in the asked order (newest first by default), each with their auction and
 * banner counts (spec 001 §3 `_count`, kept on the user's row), and how many match: one prepared
 * statement per shape (issue 31). Drizzle builds each shape's SQL once, and PostgreSQL parses and
 * plans it once per connection (PGlite once, decision 034); the page was built afresh on every
 * request and counted both listing tables for each of its users.
 */
export async function findUserPage(
  db: Executor,
  filter: UserListFilter,
  sort: UserListSort,
  limit: number,
  offset: number,
) {
  const patterns = filter.search ? searchPatternsOf(filter.search) : null;
  const statement = preparedPage(db, {
    sort,
    role: Boolean(filter.role),
    province: Boolean(filter.province),
    search: patterns ? (patterns.core === null ? 'whole' : 'core') : 'none',
  });
  const rows = await statement.execute({
    role: filter.role,
    province: filter.province,
    whole: patterns?.whole,
    core: patterns?.core ?? undefined,
    limit,
    offset,
  });
  const kept = rows[0]?.total;
  if (kept !== undefined && kept !== null) return { rows, total: kept };
  // A search's count scans its matches again: a short page spares it (pageWithTotal). Past the last
  // page the kept total has no row to ride on.
  return pageWithTotal(
    async () => rows,
    () => countUsers(db, filter),
    limit,
    offset,
  );
}

/**
 * The kept total (migration 0038, exact by triggers): the sum of a few rows of user_counts instead
 * of counting 100,000 accounts. Not for a search.
 */
function keptTotalOf(db: Executor, filter: UserListFilter) {
  return db
    .select({ total: sql<number>`coalesce(sum(${userCounts.total}), 0)::int` })
    .from(userCounts)
    .where(
      and(
        filter.role ? eq(userCounts.role, filter.role) : undefined,
        filter.province ? eq(userCounts.province, filter.province) : undefined,
      ),
    );
}

/**
 * The page reads only the columns its answer is made from (toUser's): 27 of the 37, leaving out
 * the search key, the directory details (an array among them) and two more timestamps, which every
 * row otherwise decoded (issue 31 item 1).
 */
const USER_WIRE_SELECTION = Object.fromEntries(USER_WIRE_COLUMNS.map((name) => [name, users[name]])) as {
  [Name in (typeof USER_WIRE_COLUMNS)[number]]: (typeof users)[Name];
};

/** The order's keys as the page's columns k0, k1…, for the outer statement to order by again. */
const pageKeys = (keys: SQL[]) => Object.fromEntries(keys.map((key, n) => [`k${n}`, key.as(`k${n}`)]));

// --- Managed by a superadmin (admin-service.ts) ---

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Another account already holding this e-mail (compared lowercased, as the unique index does). */
export async function isEmailTakenByOther(db: Executor, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

/** An admin's change to an account, e-mail and password hash included. */
export async function updateAccount(
  db: Executor,
  id: string,
  values: Partial<Omit<NewUserRow, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, ...(values.email ? { email: values.email.toLowerCase() } : {}), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deletes the row; the foreign keys cascade (sessions, saved auctions, cards…) or set null (invoices). */
export async function deleteUserRow(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row;
}

/** The superadmins' ids, their rows locked until the transaction ends (the last one is never deleted). */
export async function lockSuperadminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'SUPERADMIN'))
    .for('update');
  return rows.map((row) => row.id);
}
