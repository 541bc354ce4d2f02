import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findUserByEmail } from '../../modules/auth/queries.ts';
import { hashPassword } from '../../modules/auth/tokens.ts';
import type { Executor } from '../client.ts';
import { users } from '../schema.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@marinermarketplace.ca';

export interface AdminSeedResult {
  email: string;
  /** Only set when a password was generated now, so the caller prints it exactly once. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure a superadmin exists. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created (or promoted
 * and given that password); without them, the first start creates the default admin with a generated
 * password, and later starts leave it alone.
 */
export async function seedSuperAdmin(
  db: Executor,
  options: { email?: string | undefined; password?: string | undefined },
): Promise<AdminSeedResult> {
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (options.password) {
      await db
        .update(users)
        .set({
          role: 'SUPERADMIN',
          passwordHash: await hashPassword(options.password),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
    } else if (existing.role !== 'SUPERADMIN') {
      await db.update(users).set({ role: 'SUPERADMIN' }).where(eq(users.id, existing.id));
    }
    return { email, created: false };
  }
  const generatedPassword = options.password ? undefined : randomBytes(18).toString('base64url');
  const password = options.password ?? generatedPassword ?? '';
  // Starts take a lock around the seed; this guards any caller that does not: an account another
  // writer created meanwhile is left as it is, and its password is not announced as ours.
  const inserted = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Site',
      lastName: 'Administrator',
      role: 'SUPERADMIN',
      companyName: 'Mariner Marketplace Inc.',
      // The operator's own address, given at start (issue 27: unconfirmed addresses get no mail).
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return { email, created: false };
  return { email, created: true, ...(generatedPassword ? { generatedPassword } : {}) };
}
