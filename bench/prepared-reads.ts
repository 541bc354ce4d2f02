// CPU of the auction detail read and a seller's next sales on PGlite, drizzle over PGlite's own
// `query` against drizzle over the prepared statements (decision 034), alternated in one process.
// Usage: node bench/prepared-reads.ts <PGlite data dir, filled by generate-auctions.mjs> (a copy: it is opened read-write).
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, PGLITE_EXTENSIONS, wrapPglite } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import { findAuctionById, findNextSales } from '../apps/api/src/modules/auctions/queries.ts';

const client = await PGlite.create(process.argv[2], { extensions: PGLITE_EXTENSIONS });
const plain = drizzle({ client, schema }) as unknown as Database;
const prepared = wrapPglite(client).db;
const rows = (
  await client.query<{ id: string; seller_id: string }>(
    'select id, seller_id from auctions order by id limit 400',
  )
).rows;
const ids = rows.map((r) => r.id);
const sellers = rows.map((r) => r.seller_id);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function measure(name: string, db: Database, offset: number) {
  const started = cpu();
  for (let n = 0; n < 200; n++) await findAuctionById(db, ids[(offset + n) % ids.length] as string);
  const detail = (cpu() - started) / 200;
  const started2 = cpu();
  for (let n = 0; n < 50; n++) await findNextSales(db, [sellers[(offset + n) % sellers.length] as string]);
  const page = (cpu() - started2) / 50;
  console.log(`${name}: detail ${detail.toFixed(2)} ms CPU, a seller's next sales ${page.toFixed(2)} ms CPU`);
}
await measure('warm plain', plain, 0);
await measure('warm prepared', prepared, 0);
for (let round = 0; round < 3; round++) {
  await measure('plain   ', plain, 100 * round);
  await measure('prepared', prepared, 100 * round);
}
await client.close();
