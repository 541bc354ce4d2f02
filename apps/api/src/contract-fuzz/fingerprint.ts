import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The stored business data, as one hash: a refused request must leave it as it was. Tables that
 * change by design on any request are left out: sessions (last seen), rate-limit counters (failed
 * logins count), banner statistics (impressions), the outbox and the test processor's own state.
 */
const WATCHED_TABLES = [
  'users',
  'auctions',
  'saved_auctions',
  'categories',
  'banners',
  'invoices',
  'payments',
  'refunds',
  'directory_listings',
  'payment_methods',
  'pricing',
  'newsletter_subscribers',
  'password_reset_tokens',
] as const;

const query = sql.raw(
  `select md5(${WATCHED_TABLES.map(
    (table) => `coalesce((select string_agg(md5(t::text), '' order by md5(t::text)) from "${table}" t), '')`,
  ).join(' || ')}) as hash`,
);

export async function fingerprintOf(db: Database): Promise<string> {
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const result = (await db.execute(query)) as unknown as { rows: { hash: string }[] };
  return result.rows[0]?.hash ?? '';
}
