// Generates a large auction data set straight in the database (set-based SQL, in batches), for the
// search and detail benchmarks: realistic words so full-text and location searches hit a share of rows,
// and coordinates scattered around each town (the gazetteer's place, up to about 15 km off) for the
// radius searches.

const TOWNS = [
  ['Halifax, NS', 'NS', 'halifax-ns'],
  ['Dartmouth, NS', 'NS', 'dartmouth-ns'],
  ['Truro, NS', 'NS', 'truro-ns'],
  ['Sydney, NS', 'NS', 'sydney-ns'],
  ['Kentville, NS', 'NS', 'kentville-ns'],
  ['Yarmouth, NS', 'NS', 'yarmouth-ns'],
  ['Moncton, NB', 'NB', 'moncton-nb'],
  ['Saint John, NB', 'NB', 'saint-john-nb'],
  ['Fredericton, NB', 'NB', 'fredericton-nb'],
  ['Miramichi, NB', 'NB', 'miramichi-nb'],
  ['Charlottetown, PE', 'PE', 'charlottetown-pe'],
  ['Summerside, PE', 'PE', 'summerside-pe'],
  ["St. John's, NL", 'NL', 'st-johns-nl'],
  ['Corner Brook, NL', 'NL', 'corner-brook-nl'],
  ['Gander, NL', 'NL', 'gander-nl'],
  ['Québec, QC', 'QC', 'quebec-qc'],
  ['Montréal, QC', 'QC', 'montreal-qc'],
  ['Gatineau, QC', 'QC', 'gatineau-qc'],
  ['Sherbrooke, QC', 'QC', 'sherbrooke-qc'],
  ['Ottawa, ON', 'ON', 'ottawa-on'],
  ['Kingston, ON', 'ON', 'kingston-on'],
  ['Renfrew, ON', 'ON', 'renfrew-on'],
  ['Toronto, ON', 'ON', 'toronto-on'],
  ['Sudbury, ON', 'ON', 'greater-sudbury-on'],
];
export const SUBJECTS = [
  'Tractor',
  'Estate',
  'Antique',
  'Vehicle',
  'Boat',
  'Jewellery',
  'Coin',
  'Furniture',
  'Tool',
  'Farm',
  'Excavator',
  'Painting',
  'Pottery',
  'Snowmobile',
  'Restaurant',
  'Sawmill',
  'Cottage',
  'Watch',
  'Quilt',
  'Lumber',
  'Forklift',
  'Trailer',
  'Collectible',
  'Militaria',
];
const KINDS = ['Auction', 'Dispersal', 'Liquidation', 'Online Sale', 'Consignment Sale', 'Estate Sale'];
const ADJECTIVES = ['Spring', 'Fall', 'Winter', 'Summer', 'Annual', 'Complete', 'Retirement', 'Heritage'];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * `query(text)` runs one statement (PGlite's db.exec or a pg client's query). Makes `sellers`
 * sellers and `count` auctions: 90 % approved and spread over the coming year, the rest pending,
 * rejected or already ended.
 */
export async function generateAuctions(query, { count = 100_000, sellers = 300, batch = 10_000 } = {}) {
  await query(`
    INSERT INTO users (email, password_hash, first_name, last_name, role, advertiser_type, company_name, province)
    SELECT 'bench-seller-' || g || '@bench.test', 'not-a-hash', 'Bench', 'Seller ' || g, 'SELLER', 'AUCTIONEER',
           'Bench Auctions ' || g, 'NS'
    FROM generate_series(1, ${sellers}) g
    ON CONFLICT DO NOTHING`);
  const towns = sqlArray(TOWNS.map(([town]) => town));
  const provinces = sqlArray(TOWNS.map(([, province]) => province));
  const places = sqlArray(TOWNS.map(([, , place]) => place));
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await query(`
      WITH s AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'bench-seller-%'),
           c AS (SELECT array_agg(id ORDER BY name) AS ids FROM categories)
      INSERT INTO auctions (seller_id, category_id, title, description, location, province, status,
                            auction_start_date, auction_end_date, reviewed_at, place_id, lat, lng)
      SELECT s.ids[1 + g % array_length(s.ids, 1)],
             c.ids[1 + (g / 7) % array_length(c.ids, 1)],
             (${sqlArray(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' ' ||
               (${sqlArray(SUBJECTS)})[1 + (g / 3) % ${SUBJECTS.length}] || ' ' ||
               (${sqlArray(KINDS)})[1 + (g / 11) % ${KINDS.length}] || ' #' || g,
             'Lot listing number ' || g || ': ' ||
               (${sqlArray(SUBJECTS)})[1 + (g / 5) % ${SUBJECTS.length}] || ', ' ||
               lower((${sqlArray(SUBJECTS)})[1 + (g / 13) % ${SUBJECTS.length}]) ||
               ' and household goods. Viewing the day before; terms cash, cheque or e-transfer.',
             (${towns})[1 + g % ${TOWNS.length}],
             ((${provinces})[1 + g % ${TOWNS.length}])::province,
             (CASE WHEN g % 20 = 0 THEN 'PENDING' WHEN g % 20 = 1 THEN 'REJECTED' ELSE 'APPROVED' END)::auction_status,
             now() + ((g % 365) - 15) * interval '1 day' + (g % 10) * interval '1 hour',
             now() + ((g % 365) - 15) * interval '1 day' + (g % 10) * interval '1 hour' + interval '6 hours',
             now(),
             p.id,
             p.lat + ((g::bigint * 7919) % 1000 - 500) * 0.00027,
             p.lng + ((g::bigint * 104729) % 1000 - 500) * 0.00038
      FROM generate_series(${from}, ${to}) g CROSS JOIN s CROSS JOIN c
      JOIN places p ON p.id = (${places})[1 + g % ${TOWNS.length}]`);
  }
  // VACUUM as well: after a bulk load PostgreSQL's autovacuum would mark the pages all-visible soon
  // after, which lets the radius index answer a search's count alone (index-only scan).
  await query('VACUUM ANALYZE auctions');
  await query('ANALYZE users');
}
