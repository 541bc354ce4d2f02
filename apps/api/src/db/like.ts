import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A `%…%` pattern for ILIKE that takes the user's `%`, `_` and `\` literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Issue 31 item 4: the part of an e-mail search that finds it fast in a trigram index, or null.
 * A trigram index reads the list of every trigram of the pattern, and addresses that share a
 * prefix or a domain (bench-user-…@example.ca, …@gmail.com) share most of them: the list of each
 * common trigram names nearly every account. The words touching the `@` ("4242@" in
 * "bench-user-4242@") are what tells one address from another, so the index is asked for them
 * alone and the whole search is checked on the few rows they find. They are a part of the search,
 * so every row the search matches is among them.
 */
export function emailCore(search: string): string | null {
  const match = /([^\p{L}\p{N}]?)([\p{L}\p{N}]*)@([\p{L}\p{N}]*)/u.exec(search);
  if (!match) return null;
  const [, separator = '', local = '', domain = ''] = match;
  // A word of one or two characters before the @ ("42@" in "bench-seller-42@") gives the index
  // one trigram, the word's end, which every address whose word ends so shares (1,003 of 100,000
  // generated accounts); with the separator before it the word is whole ("-42@") and its three
  // trigrams find the few accounts with that very word (13 heap blocks instead of 1,003). A longer
  // word keeps its core as it was: its own trigrams are already rare, a word start's are not.
  const core = `${local.length < 3 ? separator : ''}${local}@${domain}`;
  return core.length > 1 && core !== search.trim() ? core : null;
}

/**
 * A search on a `search_key` column (unaccented lower case, trigram-indexed: users, invoices): a
 * part anywhere, whatever the case and accents. An e-mail search asks the index for the words
 * around its `@` only (emailCore) and checks the whole search on what they find: `key || ''` is
 * the same text but no index's, so the planner does not read every common trigram's list (at
 * 100,000 generated addresses, 17 index pages instead of 376 for "bench-user-4242@").
 */
export function searchKeyMatches(key: AnyColumn, search: string): SQL {
  const { whole, core } = searchPatternsOf(search);
  return searchKeyMatchesPatterns(key, whole, core);
}

/** The `%…%` patterns searchKeyMatches compares with: the whole search, and its e-mail core or null. */
export function searchPatternsOf(search: string): { whole: string; core: string | null } {
  const core = emailCore(search);
  return { whole: containsPattern(search), core: core ? containsPattern(core) : null };
}

/**
 * searchKeyMatches with its patterns given, as values or placeholders of a prepared statement (the
 * admin Users page, issue 31); `core` null is a search without an e-mail core.
 */
export function searchKeyMatchesPatterns(key: AnyColumn, whole: unknown, core: unknown | null): SQL {
  const wholeKey = sql`lower(unaccent(${whole}))`;
  if (core === null) return sql`${key} ilike ${wholeKey}`;
  return sql`(${key} ilike lower(unaccent(${core})) and (${key} || '') ilike ${wholeKey})`;
}
