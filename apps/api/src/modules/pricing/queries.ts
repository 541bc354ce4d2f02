import type { PricingKey } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pricing } from '../../db/schema.ts';

export const listPriceRows = (db: Executor) =>
  db.select({ key: pricing.key, amountCents: pricing.amountCents }).from(pricing);

/** One price, created if its row is missing (a database seeded before the key existed). */
export const upsertPrice = (db: Executor, key: PricingKey, amountCents: number) =>
  db
    .insert(pricing)
    .values({ key, amountCents })
    .onConflictDoUpdate({ target: pricing.key, set: { amountCents, updatedAt: sql`now()` } });
