import {
  DEFAULT_PRICES_CENTS,
  type PricingKey,
  type PricingResponse,
  pricingFromCents,
  type UpdatePricingRequest,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { listPriceRows, upsertPrice } from './queries.ts';

/**
 * Every price in cents (decision 2): the table's, with the default for a key that has no row.
 * Other modules (checkout, invoices) price their items through this, never through the table.
 */
export async function findPricesCents(db: Executor): Promise<Record<PricingKey, number>> {
  const prices = { ...DEFAULT_PRICES_CENTS };
  for (const row of await listPriceRows(db)) prices[row.key] = row.amountCents;
  return prices;
}

export async function findPriceCents(db: Executor, key: PricingKey): Promise<number> {
  return (await findPricesCents(db))[key];
}

/** Spec 001 §3: the pricing data the pricing page and the admin Pricing tab read. */
export async function getPricing(db: Executor): Promise<PricingResponse> {
  return pricingFromCents(await findPricesCents(db));
}

/**
 * Spec 001 §7: a superadmin sets one price at a time; the answer is the whole new pricing. The
 * change and its audit record (issue 31 item 5, in cents) are written together.
 */
export async function updatePrice(
  db: Database,
  actor: AuditActor,
  change: UpdatePricingRequest,
): Promise<PricingResponse> {
  await db.transaction(async (tx) => {
    const before = await findPriceCents(tx, change.key);
    await upsertPrice(tx, change.key, change.value);
    if (before !== change.value) {
      await recordAudit(tx, {
        actor,
        action: 'pricing.update',
        subject: { type: 'pricing', id: change.key, label: change.key },
        changes: { amountCents: { before, after: change.value } },
      });
    }
  });
  return getPricing(db);
}
