import type { Province } from '@mariner/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { places } from '../../db/schema.ts';

const { searchKey: _searchKey, ...placeColumns } = getTableColumns(places);

/** place_key (migration 0012) is the one spelling searches and geocoding compare. */
const keyOf = (text: string): SQL<string> => sql<string>`place_key(${text})`;

/** pg_trgm's default similarity threshold, the one its `%` operator applies. */
const SIMILAR_ENOUGH = 0.3;

/**
 * The best matches for typed text: the exact name, then names starting with it, then names with a
 * word starting with it, then names like it (pg_trgm), bigger places first within each. The
 * gazetteer is ~1,600 rows, so this reads it whole in well under a millisecond.
 */
export function searchPlaces(db: Executor, text: string, limit: number) {
  const key = keyOf(text);
  const prefix = sql`${key} || '%'`;
  return db
    .select(placeColumns)
    .from(places)
    .where(
      and(
        sql`${key} <> ''`,
        // similarity() > threshold, not pg_trgm's `%` operator: in PGlite (0.5) `%` answers no rows
        // and leaves the session hung, so the same rule is spelled the way both databases run.
        sql`(${places.searchKey} like ${prefix} or ${places.searchKey} like '% ' || ${prefix} or similarity(${places.searchKey}, ${key}) > ${SIMILAR_ENOUGH})`,
      ),
    )
    .orderBy(
      sql`${places.searchKey} = ${key} desc`,
      sql`${places.searchKey} like ${prefix} desc`,
      sql`${places.searchKey} like '% ' || ${prefix} desc`,
      sql`${places.population} desc`,
      sql`similarity(${places.searchKey}, ${key}) desc`,
      places.id,
    )
    .limit(limit);
}

export async function findPlaceById(db: Executor, id: string) {
  const [row] = await db.select(placeColumns).from(places).where(eq(places.id, id)).limit(1);
  return row;
}

/**
 * The places of `province` named by one of the comma-separated parts of a location text ("Truro,
 * NS", "12 Main St, Truro, Nova Scotia"); at most two, which is enough to tell one from several.
 * Migration 0013 geocodes existing auctions with the same rule.
 */
export function findPlacesNamedIn(db: Executor, location: string, province: Province) {
  return db
    .selectDistinct({ id: places.id, lat: places.lat, lng: places.lng })
    .from(places)
    .where(
      and(
        eq(places.province, province),
        sql`${places.searchKey} in (select place_key(part) from unnest(string_to_array(${location}, ',')) as part)`,
      ),
    )
    .limit(2);
}
