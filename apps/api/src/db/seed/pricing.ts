import { DEFAULT_PRICES_CENTS, type PricingKey } from '@mariner/contracts';
import type { Executor } from '../client.ts';
import { pricing } from '../schema.ts';

/** Decision 2: default prices; an existing row (a superadmin's edit) is never overwritten. */
export async function seedPricing(db: Executor): Promise<void> {
  const rows = (Object.entries(DEFAULT_PRICES_CENTS) as [PricingKey, number][]).map(([key, amountCents]) => ({
    key,
    amountCents,
  }));
  await db.insert(pricing).values(rows).onConflictDoNothing();
}
