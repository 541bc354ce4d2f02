import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
