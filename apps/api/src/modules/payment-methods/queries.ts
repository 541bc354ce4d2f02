import type { PaymentProvider } from '@mariner/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PaymentMethodRow, paymentCustomers, paymentMethods } from '../../db/schema.ts';

export async function findCustomerId(
  db: Executor,
  userId: string,
  provider: PaymentProvider,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId;
}

export async function insertCustomer(
  db: Executor,
  values: { userId: string; provider: PaymentProvider; customerId: string },
): Promise<void> {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
}

/**
 * Locks the user's customer row for the transaction, so changes to one user's cards (which is the
 * default) happen one at a time. Answers false when the user has no customer yet.
 */
export async function lockCustomer(
  db: Executor,
  userId: string,
  provider: PaymentProvider,
): Promise<boolean> {
  const rows = await db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
    .for('update');
  return rows.length > 0;
}

const ofUser = (userId: string, provider: PaymentProvider) =>
  and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider));

/** The default first, then the newest. */
export function findPaymentMethods(db: Executor, userId: string, provider: PaymentProvider) {
  return db
    .select()
    .from(paymentMethods)
    .where(ofUser(userId, provider))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function findPaymentMethod(
  db: Executor,
  userId: string,
  provider: PaymentProvider,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(ofUser(userId, provider), eq(paymentMethods.id, id)));
  return row;
}

export async function findByProviderId(
  db: Executor,
  userId: string,
  providerPaymentMethodId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId),
      ),
    );
  return row;
}

export async function hasDefault(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the card unless this user already has it; answers the new row or undefined. */
export async function insertPaymentMethod(
  db: Executor,
  values: typeof paymentMethods.$inferInsert,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .insert(paymentMethods)
    .values(values)
    .onConflictDoNothing({ target: [paymentMethods.userId, paymentMethods.providerPaymentMethodId] })
    .returning();
  return row;
}

/** Clears the user's default first, so the one-default index never sees two. */
export async function makeDefault(
  db: Executor,
  userId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  const [row] = await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

export async function deletePaymentMethod(
  db: Executor,
  userId: string,
  provider: PaymentProvider,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .delete(paymentMethods)
    .where(and(ofUser(userId, provider), eq(paymentMethods.id, id)))
    .returning();
  return row;
}
