import { type SQL, sql } from 'drizzle-orm';

/**
 * earthdistance's sphere (earth(), in metres), so distances computed here agree with the SQL radius
 * filter and its index: one place for the geometry the radius search, its arrays and `distanceKm`
 * share.
 */
export const EARTH_RADIUS_M = 6_378_168;

export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** ll_to_earth of a point: where earthdistance puts it on its sphere, in metres. */
export const earthOf = (lat: number, lng: number) => ({
  x: EARTH_RADIUS_M * Math.cos(radians(lat)) * Math.cos(radians(lng)),
  y: EARTH_RADIUS_M * Math.cos(radians(lat)) * Math.sin(radians(lng)),
  z: EARTH_RADIUS_M * Math.sin(radians(lat)),
});

/** The chord (straight line through the sphere) spanning `metres` along its surface. */
export const chordOf = (metres: number) => 2 * EARTH_RADIUS_M * Math.sin(metres / (2 * EARTH_RADIUS_M));

/**
 * The smallest box, axis-aligned in earthdistance's space, around the points of its sphere within
 * `metres` of a point (a spherical cap): along each axis the cap spans the cosines of its angle to
 * that axis plus and minus the radius's angle. earthdistance's `earth_box(point, metres)` is the cube
 * of side 2 × metres around the point, which the sphere crosses slantwise: within 50 km of Moncton
 * (46° N) it held 3,636 approved sales for the circle's 1,001, each read off the GiST index and then
 * dropped by the distance check (decision 024, tenth amendment). Widened by a metre each way for
 * rounding: a box a little too large costs a few rows, one too small would lose sales.
 */
export function capBoxOf(point: { lat: number; lng: number }, metres: number) {
  const angle = metres / EARTH_RADIUS_M;
  const centre = earthOf(point.lat, point.lng);
  const low: number[] = [];
  const high: number[] = [];
  for (const coordinate of [centre.x, centre.y, centre.z]) {
    const toAxis = Math.acos(Math.max(-1, Math.min(1, coordinate / EARTH_RADIUS_M)));
    low.push(EARTH_RADIUS_M * Math.cos(Math.min(Math.PI, toAxis + angle)) - 1);
    high.push(EARTH_RADIUS_M * Math.cos(Math.max(0, toAxis - angle)) + 1);
  }
  return { low: low as [number, number, number], high: high as [number, number, number] };
}

/** capBoxOf as the cube `@>` asks the GiST indexes over the sales' points for (in place of earth_box). */
export function capBox(point: { lat: number; lng: number }, metres: number): SQL {
  const { low, high } = capBoxOf(point, metres);
  return sql`cube(array[${low[0]}::float8, ${low[1]}::float8, ${low[2]}::float8], array[${high[0]}::float8, ${high[1]}::float8, ${high[2]}::float8])`;
}
