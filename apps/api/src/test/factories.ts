import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { NewUserRow, UserRow } from '../db/schema.ts';
import { insertUser } from '../modules/auth/queries.ts';
import { createSession } from '../modules/auth/service.ts';
import { hashPassword } from '../modules/auth/tokens.ts';

let sequence = 0;

/** A user straight in the database (shared by API tests, seeds and e2e set-up). */
export async function createUser(
  db: Database,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<{ user: UserRow; password: string }> {
  sequence += 1;
  const { password = `pw-${randomBytes(6).toString('hex')}`, ...values } = overrides;
  const user = await insertUser(db, {
    email: `user${sequence}-${randomBytes(4).toString('hex')}@example.ca`,
    firstName: 'Test',
    lastName: `User${sequence}`,
    role: 'SELLER',
    companyName: `Test Company ${sequence}`,
    ...values,
    passwordHash: await hashPassword(password),
  });
  return { user, password };
}

/** A bearer token for the user, made the way login makes one. */
export async function loginAs(
  app: FastifyInstance,
  user: Pick<UserRow, 'id'>,
  options: { rememberMe?: boolean } = {},
): Promise<string> {
  const { token } = await createSession(app.db, app.config.sessionSecret, user.id, options);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
