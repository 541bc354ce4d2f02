import { randomBytes } from 'node:crypto';
import type { CreateAuctionRequest } from '@mariner/contracts';
import type { Database } from '../../db/client.ts';
import { categories, type NewAuctionRow } from '../../db/schema.ts';
import { createdNow } from '../../test/factories.ts';
import { type AuctionCaches, forgetAuctionReads } from './public-cache.ts';
import { insertAuction } from './queries.ts';

/** Test helpers for the auction tests (data straight in the database, uploads built by hand). */

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export async function createCategory(db: Database, name = `Category ${randomBytes(4).toString('hex')}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, nameFr: `${name} (fr)`, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
    .returning();
  if (!row) throw new Error('no category');
  return row;
}

/**
 * An auction in the database, APPROVED and starting in a week unless told otherwise. Forgets the
 * app's auction reads (and announces it) as any write through the service does: pass the test app.
 */
export async function createAuction(
  app: AuctionCaches & { db: Database },
  values: Pick<NewAuctionRow, 'sellerId' | 'categoryId'> & Partial<NewAuctionRow>,
): Promise<string> {
  const { db } = app;
  const start = values.auctionStartDate ?? daysFromNow(7);
  const id = await insertAuction(db, {
    title: 'Estate auction of fine things',
    description: 'A long enough description of an auction with many lots, viewing the day before.',
    location: 'Truro, NS',
    province: 'NS',
    status: 'APPROVED',
    auctionStartDate: start,
    auctionEndDate: new Date(start.getTime() + DAY),
    createdAt: createdNow(),
    ...values,
  });
  forgetAuctionReads(app);
  return id;
}

/** A create payload that passes every rule of spec 000 §5. */
export const auctionPayload = (
  categoryId: string,
  overrides: Partial<Record<keyof CreateAuctionRequest, unknown>> = {},
): Record<string, unknown> => ({
  title: 'Spring farm equipment dispersal',
  description: 'Tractors, balers, hay wagons and a full workshop of tools; viewing the day before the sale.',
  categoryId,
  auctionStartDate: daysFromNow(10).toISOString(),
  auctionEndDate: daysFromNow(11).toISOString(),
  location: 'Truro, NS',
  previewUrl: 'https://example.ca/preview',
  catalogUrl: 'https://example.ca/catalog',
  ...overrides,
});

export { fileOfUrl, multipart, png } from '../../test/uploads.ts';
