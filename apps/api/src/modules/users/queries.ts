import type { Role } from '@mariner/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type NewUserRow, type UserRow, users } from '../../db/schema.ts';

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

export interface UserListFilter {
  /** Matched anywhere in first name, last name, e-mail or company name, case-insensitively. */
  search?: string | undefined;
  role?: Role | undefined;
}

/** `%` and `_` typed by an admin are letters, not wildcards (backslash is ILIKE's default escape). */
function whereOf(filter: UserListFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.role ? eq(users.role, filter.role) : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.companyName, pattern),
        )
      : undefined,
  );
}

/** One page of users, newest first, and how many match. */
export async function findUserPage(db: Executor, filter: UserListFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
