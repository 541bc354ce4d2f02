// Generates a large banner data set straight in the database (set-based SQL, one statement), for the
// home page banner benchmark: advertisers are the bench sellers made by generate-auctions.mjs.

const PLACEMENTS = [
  ['HOMEPAGE_FEATURED', 'LEADERBOARD'],
  ['HOMEPAGE_SIDEBAR_1', 'SQUARE'],
  ['HOMEPAGE_SIDEBAR_2', 'SQUARE'],
  ['HOMEPAGE_SIDEBAR_3', 'SQUARE'],
  ['CATEGORY_PAGE', 'SQUARE'],
  ['LISTING_DETAIL', 'SQUARE'],
];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * `query(text)` runs one statement (PGlite's db.exec or a pg client's query). Makes `count` banners
 * (size fitting placement) spread over the bench sellers (call generateAuctions first): 86 % approved
 * and live today, 3 % each pending, awaiting payment, rejected and approved but expired, and 2 %
 * approved but starting later.
 */
export async function generateBanners(query, { count = 10_000 } = {}) {
  const placements = sqlArray(PLACEMENTS.map(([placement]) => placement));
  const sizes = sqlArray(PLACEMENTS.map(([, size]) => size));
  await query(`
    WITH s AS (SELECT array_agg(id ORDER BY email) AS ids, array_agg(company_name ORDER BY email) AS names,
                      array_agg(email ORDER BY email) AS emails
               FROM users WHERE email LIKE 'bench-seller-%'),
         k AS (SELECT g, g % 100 AS kind FROM generate_series(1, ${count}) g)
    INSERT INTO banners (advertiser_id, advertiser_name, contact_email, target_url, image_url, placement, size,
                         start_date, end_date, status, reviewed_at)
    SELECT s.ids[1 + g % array_length(s.ids, 1)],
           s.names[1 + g % array_length(s.ids, 1)],
           s.emails[1 + g % array_length(s.ids, 1)],
           'https://example.com/bench-banner/' || g,
           '/uploads/bench-banner.png',
           ((${placements})[1 + g % ${PLACEMENTS.length}])::banner_placement,
           ((${sizes})[1 + g % ${PLACEMENTS.length}])::banner_size,
           CASE WHEN kind BETWEEN 94 AND 96 THEN now() - interval '60 days'
                WHEN kind = 97 OR kind = 98 THEN now() + ((g % 60) + 1) * interval '1 day'
                ELSE now() - ((g % 30) + 1) * interval '1 day' END,
           CASE WHEN kind BETWEEN 94 AND 96 THEN now() - ((g % 20) + 1) * interval '1 day'
                WHEN kind = 97 OR kind = 98 THEN now() + ((g % 60) + 31) * interval '1 day'
                ELSE now() + ((g % 60) + 1) * interval '1 day' END,
           (CASE WHEN kind BETWEEN 85 AND 87 THEN 'PENDING'
                 WHEN kind BETWEEN 88 AND 90 THEN 'AWAITING_PAYMENT'
                 WHEN kind BETWEEN 91 AND 93 THEN 'REJECTED'
                 ELSE 'APPROVED' END)::banner_status,
           CASE WHEN kind BETWEEN 85 AND 90 THEN NULL ELSE now() END
    FROM k, s`);
  await query('ANALYZE banners');
}
