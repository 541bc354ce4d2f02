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
