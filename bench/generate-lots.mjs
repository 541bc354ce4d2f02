// Issue 29 item 5: lots for the generated auctions (generate-auctions.mjs), written with set-based SQL
// in batches while the server is down (triggers off, indexes built after the load). Titles draw on a vocabulary of item nouns, materials and
// adjectives (English, with a French title on a third of the lots), so a one-word search matches
// about 1 lot in 60 and a noun with a material about 1 in 900.

export const LOT_NOUNS = [
  'piano',
  'tractor',
  'quilt',
  'crock',
  'lantern',
  'dresser',
  'chair',
  'table',
  'clock',
  'decoy',
  'anvil',
  'sleigh',
  'wagon',
  'rifle',
  'canoe',
  'dory',
  'kayak',
  'outboard',
  'snowblower',
  'chainsaw',
  'lathe',
  'bandsaw',
  'compressor',
  'generator',
  'trailer',
  'harrow',
  'baler',
  'plough',
  'mower',
  'loader',
  'mirror',
  'armoire',
  'bench',
  'cabinet',
  'desk',
  'bookcase',
  'sideboard',
  'bedstead',
  'rocker',
  'stool',
  'painting',
  'print',
  'map',
  'stamp',
  'coin',
  'medal',
  'watch',
  'ring',
  'brooch',
  'necklace',
  'teapot',
  'platter',
  'jug',
  'vase',
  'bowl',
  'churn',
  'kettle',
  'stove',
  'radio',
  'gramophone',
];
const MATERIALS = [
  'pine',
  'oak',
  'maple',
  'walnut',
  'cherry',
  'brass',
  'copper',
  'iron',
  'silver',
  'glass',
  'stoneware',
  'wicker',
  'leather',
  'steel',
  'birch',
];
const ADJECTIVES = [
  'antique',
  'vintage',
  'restored',
  'painted',
  'signed',
  'handmade',
  'large',
  'small',
  'rare',
  'working',
];
const FRENCH = {
  piano: 'piano droit',
  quilt: 'courtepointe',
  chair: 'chaise',
  table: 'table',
  clock: 'horloge',
  stove: 'poêle à bois',
  dresser: 'commode',
  lantern: 'lanterne',
  canoe: 'canot',
  sleigh: 'traîneau',
};

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Indexes built once after the load rather than kept up during millions of insertions. */
const DEFERRED_INDEXES = [
  'CREATE INDEX lots_search_idx ON lots USING gin (search_vector)',
  'CREATE UNIQUE INDEX lots_auction_number_idx ON lots USING btree (auction_id, lower(lot_number))',
  'CREATE INDEX lots_images_idx ON lots USING gin (images)',
  'CREATE INDEX lots_category_idx ON lots USING btree (category_id) WHERE category_id IS NOT NULL',
  'CREATE INDEX lots_listed_end_idx ON lots USING btree (sale_end_date) WHERE sale_listed',
  'CREATE INDEX lots_listed_start_idx ON lots USING btree (sale_start_date, auction_id, position) WHERE sale_listed',
  'CREATE INDEX lots_listed_category_start_idx ON lots USING btree (search_category_id, sale_start_date, auction_id, position) WHERE sale_listed',
  'CREATE INDEX lots_listed_earth_idx ON lots USING gist (sale_earth) WHERE sale_listed AND sale_earth IS NOT NULL',
  // Migration 0041's slim table's words by end day and place: built once the table is filled.
  'CREATE INDEX lot_search_terms_idx ON lot_search USING gin (lot_search_terms(search_vector, sale_end_date, cell))',
];
const indexName = (statement) => statement.split(' ')[statement.startsWith('CREATE UNIQUE') ? 3 : 2];

/**
 * `query(text)` runs one statement. Gives each of the first `auctions` auctions `perAuction` lots
 * (positions 1…n, numbers "1"…"n"), keeps `lot_count`, and builds the indexes after the load.
 *
 * Set-based throughout (issue 29 item 5: 5 million lots): the lots' triggers are off during the
 * load and what they would write is written by the INSERT itself — the sale's copies (migration
 * 0036) from a join, and the search vector from the vectors of the 18,000 title/description
 * combinations, computed once (the same setweight/to_tsvector/unaccent expressions as the
 * trigger), joined with the lot's own number and model number. Calling to_tsvector five times per
 * lot is what made 1 million lots take ten minutes.
 */
export async function generateLots(query, { perAuction = 50, batch = 5_000, onBatch } = {}) {
  for (const statement of DEFERRED_INDEXES) await query(`DROP INDEX IF EXISTS ${indexName(statement)}`);
  await query('ALTER TABLE lots DISABLE TRIGGER USER');
  const [{ total }] = await rows(query, 'SELECT count(*)::int AS total FROM auctions');
  const nouns = sqlArray(LOT_NOUNS);
  const materials = sqlArray(MATERIALS);
  const adjectives = sqlArray(ADJECTIVES);
  const frenchKeys = sqlArray(Object.keys(FRENCH));
  const frenchValues = sqlArray(Object.values(FRENCH));
  await query('DROP TABLE IF EXISTS bench_lot_words');
  await query(`
    CREATE TABLE bench_lot_words AS
    SELECT noun, material, adjective, french,
           CASE WHEN french THEN coalesce((${frenchValues})[array_position(${frenchKeys}, noun)], noun) || ' en ' || material END AS title_fr,
           setweight(to_tsvector('english', unaccent(initcap(adjective) || ' ' || material || ' ' || noun || ', model')), 'A') ||
           setweight(to_tsvector('french', unaccent(coalesce(CASE WHEN french THEN coalesce((${frenchValues})[array_position(${frenchKeys}, noun)], noun) || ' en ' || material END, ''))), 'A') ||
           setweight(to_tsvector('english', unaccent('Lot: ' || adjective || ' ' || material || ' ' || noun || ' in good order; see photos. Pickup the day after the sale.')), 'C') AS words
    FROM unnest(${nouns}) noun, unnest(${materials}) material, unnest(${adjectives}) adjective,
         unnest(ARRAY[false, true]) french`);
  await query('CREATE UNIQUE INDEX ON bench_lot_words (noun, material, adjective, french)');
  for (let from = 0; from < total; from += batch) {
    await query(`
      WITH a AS (SELECT id, row_number() OVER (ORDER BY id) + ${from} AS r FROM auctions ORDER BY id LIMIT ${batch} OFFSET ${from}),
           w AS (SELECT a.id, a.r, n,
                        (${nouns})[1 + ((a.r * 31 + n * 17) % ${LOT_NOUNS.length})] AS noun,
                        (${materials})[1 + ((a.r * 7 + n * 13) % ${MATERIALS.length})] AS material,
                        (${adjectives})[1 + ((a.r + n * 3) % ${ADJECTIVES.length})] AS adjective
                 FROM a CROSS JOIN generate_series(1, ${perAuction}) n)
      INSERT INTO lots (auction_id, position, lot_number, title, description, title_fr, estimate_low, estimate_high, quantity,
                        search_vector, sale_listed, sale_start_date, sale_end_date, sale_province, search_category_id,
                        sale_lat, sale_lng, sale_earth)
      SELECT w.id, n, n::text,
             initcap(w.adjective) || ' ' || w.material || ' ' || w.noun || ', model ' || (r * 13 + n) % 5000,
             'Lot ' || n || ': ' || w.adjective || ' ' || w.material || ' ' || w.noun || ' in good order; see photos. Pickup the day after the sale.',
             t.title_fr,
             ((r + n) % 40) * 2500, ((r + n) % 40) * 2500 + 5000, 1 + (n % 4 = 0)::int,
             setweight(array_to_tsvector(ARRAY[n::text, ((r * 13 + n) % 5000)::text]), 'A') || t.words,
             s.status = 'APPROVED', s.auction_start_date, s.auction_end_date, s.province, s.category_id,
             s.lat, s.lng, s.earth
      FROM w JOIN auctions s ON s.id = w.id
      JOIN bench_lot_words t ON (t.noun, t.material, t.adjective, t.french) = (w.noun, w.material, w.adjective, n % 3 = 0)`);
    onBatch?.(Math.min(total, from + batch), total);
  }
  await query('ALTER TABLE lots ENABLE TRIGGER USER');
  await query('DROP TABLE bench_lot_words');
  // One pass over the lots, grouped, rather than a count per auction (100,000 index walks).
  await query(`
    UPDATE auctions SET lot_count = c.n
    FROM (SELECT auction_id, count(*)::int AS n FROM lots GROUP BY auction_id) c
    WHERE c.auction_id = auctions.id AND auctions.lot_count <> c.n`);
  // What the lots' trigger would have written to the slim search table (migrations 0041, 0045), in
  // end order as the migrations fill it.
  await query('TRUNCATE lot_search');
  await query(`
    INSERT INTO lot_search (lot_id, auction_id, sale_end_date, sale_start_date, position, search_category_id,
                            sale_province, cell, earth, search_vector)
    SELECT id, auction_id, sale_end_date, sale_start_date, position, search_category_id, sale_province,
           lot_search_cell(sale_lat, sale_lng), sale_earth, search_vector
    FROM lots
    WHERE sale_listed AND sale_end_date > now() AND sale_start_date IS NOT NULL AND search_vector IS NOT NULL
    ORDER BY sale_end_date, auction_id, position`);
  for (const statement of DEFERRED_INDEXES) await query(statement);
  await query('VACUUM ANALYZE lot_search');
  await query('VACUUM ANALYZE lots');
  await query('VACUUM ANALYZE auctions');
  return total * perAuction;
}

/** The rows of a query answered by PGlite's exec (an array of results) or a pg client (one result). */
async function rows(query, text) {
  const result = await query(text);
  if (Array.isArray(result)) return result[0]?.rows ?? [];
  return result.rows;
}
