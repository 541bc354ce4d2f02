/**
 * Issue 31 item 4: a searched page and how many rows match, without counting when the page already
 * tells. A search that finds one account (the usual e-mail search) answers a short first page: its
 * length is the total, and the second statement, which would scan every match again (a trigram
 * search rechecks each row), is not run. A full page, or a page past the end, still counts.
 * Trade-off: a full page waits for its count instead of running both at once (one more round trip
 * on PostgreSQL for broad searches; PGlite ran them one after the other anyway).
 */
export async function pageWithTotal<Row>(
  readPage: () => Promise<Row[]>,
  countAll: () => Promise<number>,
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await readPage();
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  return { rows, total: await countAll() };
}
