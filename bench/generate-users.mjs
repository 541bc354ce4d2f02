// Generates a large user data set straight in the database (set-based SQL, in batches), for the admin
// Users list benchmark (issue 31 item 1): French and English names with accents, companies for a
// third of them, every province, mostly buyers and sellers. The users' search_key is written by its
// trigger (migration 0029), as for any account.

const FIRST_NAMES = [
  'Anne',
  'Hélène',
  'Gaëtan',
  'Marie',
  'Jean',
  'Élise',
  'Rémi',
  'Chloé',
  'Liam',
  'Noah',
  'Zoé',
  'Owen',
];
const LAST_NAMES = [
  'Côté',
  'LeBlanc',
  'Tremblay',
  'Gagnon',
  'MacDonald',
  'Doucet',
  'Boudreau',
  'Smith',
  'Landry',
  'Fraser',
];
const PROVINCES = ['NS', 'NB', 'PE', 'NL', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC'];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * `query(text)` runs one statement (PGlite's db.exec or a pg client's query). Makes `count` users
 * `bench-user-<n>@<domain>`: 60 % buyers (USER), 39 % sellers, 1 % admins; created over the last
 * three years so the newest-first order has work to do.
 */
export async function generateUsers(query, { count = 100_000, batch = 10_000 } = {}) {
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await query(`
      INSERT INTO users (email, password_hash, first_name, last_name, role, company_name, province, created_at)
      SELECT 'bench-user-' || g || '@' || (ARRAY['example.ca','mail.example','shore.example'])[1 + g % 3],
             'not-a-hash',
             (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
             (${sqlArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}],
             (CASE WHEN g % 100 = 0 THEN 'ADMIN' WHEN g % 100 < 40 THEN 'SELLER' ELSE 'USER' END)::role,
             CASE WHEN g % 3 = 0 THEN 'Encans ' || (${sqlArray(LAST_NAMES)})[1 + g % ${LAST_NAMES.length}] || ' ' || g END,
             ((${sqlArray(PROVINCES)})[1 + (g / 3) % ${PROVINCES.length}])::province,
             now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second'
      FROM generate_series(${from}, ${to}) g
      ON CONFLICT DO NOTHING`);
  }
  await query('VACUUM ANALYZE users');
}
