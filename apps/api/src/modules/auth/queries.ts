import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type EmailTokenRow,
  emailTokens,
  type NewUserRow,
  passwordResetTokens,
  sessions,
  type UserRow,
  users,
} from '../../db/schema.ts';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent?: string | null;
  ip?: string | null;
}

export async function insertSession(db: Executor, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

/** What a request needs of its session: the row to touch, when it was last touched, and its user. */
export interface ActiveSession {
  sessionId: string;
  lastSeenAt: Date | null;
  user: UserRow;
}

/**
 * The lookup every signed-in request runs (issue 31 item 1): prepared once per database handle, so
 * Drizzle builds its SQL once and PostgreSQL parses and plans it once per connection (PGlite: once,
 * decision 034), and reading only the session's id and last-seen time beside the user. Answers the
 * session and its user when the session has not expired yet.
 */
export function prepareActiveSessionLookup(
  db: Database,
): (tokenHash: string) => Promise<ActiveSession | undefined> {
  const statement = db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('active_session');
  return async (tokenHash) => (await statement.execute({ tokenHash }))[0];
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Expired sessions are removed lazily, when someone presents one. */
export async function deleteExpiredSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.expiresAt, sql`now()`)));
}

export async function touchSession(db: Executor, id: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

/** Sessions nobody presented again after they expired; swept now and then at login. */
export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
}

// --- Password reset and change (issue 7 item 7) ---

export async function insertPasswordResetToken(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Spends a reset token in one statement: only an unused, unexpired token matches, so two racing
 * requests cannot both use it. Answers the user id, or undefined.
 */
export async function consumePasswordResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** A newer link makes the older unused ones worthless. */
export async function invalidateResetTokensOf(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Revokes every session of a user, or every one but `keepTokenHash`. */
export async function deleteSessionsOfUser(
  db: Executor,
  userId: string,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}

// --- Mailed one-time links (issue 27): sign-in, address confirmation, account deletion ---

export type EmailTokenPurpose = EmailTokenRow['purpose'];

export async function insertEmailToken(
  db: Executor,
  values: Omit<typeof emailTokens.$inferInsert, 'id' | 'createdAt' | 'usedAt'>,
): Promise<void> {
  await db.insert(emailTokens).values({ ...values, email: values.email.toLowerCase() });
}

/** A newer link of the same kind makes the older unused ones for that address worthless. */
export async function invalidateEmailTokens(
  db: Executor,
  purpose: EmailTokenPurpose,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.purpose, purpose),
        eq(sql`lower(${emailTokens.email})`, email.toLowerCase()),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** Spends a link in one statement, like a reset token: two racing requests cannot both use it. */
export async function consumeEmailToken(
  db: Executor,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Confirms the address, if it is still the one the link was sent to. */
export async function markEmailConfirmed(db: Executor, userId: string, email: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .returning();
  return row;
}
