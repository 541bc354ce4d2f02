// Issue 29 item 5: lots for the generated auctions (generate-auctions.mjs), written with set-based SQL
// in batches while the server is down. Titles draw on a vocabulary of item nouns, materials and
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

/**
 * `query(text)` runs one statement. Gives each of the first `auctions` auctions `perAuction` lots
 * (positions 1…n, numbers "1"…"n"), keeps `lot_count`, and builds the search index after the load
 * (one GIN build instead of millions of index insertions).
 */
export async function generateLots(query, { perAuction = 50, batch = 2_000, onBatch } = {}) {
  await query('DROP INDEX IF EXISTS lots_search_idx');
  const [{ total }] = await rows(query, 'SELECT count(*)::int AS total FROM auctions');
  const nouns = sqlArray(LOT_NOUNS);
  const materials = sqlArray(MATERIALS);
  const adjectives = sqlArray(ADJECTIVES);
  const frenchKeys = sqlArray(Object.keys(FRENCH));
  const frenchValues = sqlArray(Object.values(FRENCH));
  for (let from = 0; from < total; from += batch) {
    await query(`
      WITH a AS (SELECT id, row_number() OVER (ORDER BY id) + ${from} AS r FROM auctions ORDER BY id LIMIT ${batch} OFFSET ${from}),
           w AS (SELECT a.id, a.r, n,
                        (${nouns})[1 + ((a.r * 31 + n * 17) % ${LOT_NOUNS.length})] AS noun,
                        (${materials})[1 + ((a.r * 7 + n * 13) % ${MATERIALS.length})] AS material,
                        (${adjectives})[1 + ((a.r + n * 3) % ${ADJECTIVES.length})] AS adjective
                 FROM a CROSS JOIN generate_series(1, ${perAuction}) n)
      INSERT INTO lots (auction_id, position, lot_number, title, description, title_fr, estimate_low, estimate_high, quantity)
      SELECT id, n, n::text,
             initcap(adjective) || ' ' || material || ' ' || noun || ', model ' || (r * 13 + n) % 5000,
             'Lot ' || n || ': ' || adjective || ' ' || material || ' ' || noun || ' in good order; see photos. Pickup the day after the sale.',
             CASE WHEN n % 3 = 0 THEN coalesce((${frenchValues})[array_position(${frenchKeys}, noun)], noun) || ' en ' || material END,
             ((r + n) % 40) * 2500, ((r + n) % 40) * 2500 + 5000, 1 + (n % 4 = 0)::int
      FROM w`);
    onBatch?.(Math.min(total, from + batch), total);
  }
  await query(
    'UPDATE auctions SET lot_count = (SELECT count(*) FROM lots WHERE lots.auction_id = auctions.id)',
  );
  await query('CREATE INDEX lots_search_idx ON lots USING gin (search_vector)');
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
