import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capBoxOf, chordOf, EARTH_RADIUS_M, earthOf, radians } from './earth.ts';

/** The point `metres` from `from` along `bearing` (radians) on earthdistance's sphere. */
function destination(from: { lat: number; lng: number }, bearing: number, metres: number) {
  const angle = metres / EARTH_RADIUS_M;
  const lat1 = radians(from.lat);
  const lng1 = radians(from.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

const chord = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

describe('capBoxOf (the box the radius searches ask the GiST indexes for)', () => {
  const centre = fc.record({
    lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('holds every point within the radius, as the chord check counts it', () => {
    fc.assert(
      fc.property(
        centre,
        fc.double({ min: 1, max: 20_000_000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (from, metres, bearing, share) => {
          const point = destination(from, bearing, metres * share);
          const at = earthOf(point.lat, point.lng);
          // Only the points the SQL's exact check keeps (chord ≤ chordOf) must be in the box.
          fc.pre(chord(at, earthOf(from.lat, from.lng)) <= chordOf(metres));
          const { low, high } = capBoxOf(from, metres);
          [at.x, at.y, at.z].forEach((coordinate, axis) => {
            expect(coordinate).toBeGreaterThanOrEqual(low[axis] ?? Number.NaN);
            expect(coordinate).toBeLessThanOrEqual(high[axis] ?? Number.NaN);
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('is never wider than earth_box (a cube of side twice the radius) and, slantwise, narrower', () => {
    fc.assert(
      fc.property(centre, fc.double({ min: 1_000, max: 500_000, noNaN: true }), (from, metres) => {
        const { low, high } = capBoxOf(from, metres);
        for (let axis = 0; axis < 3; axis++)
          expect((high[axis] ?? 0) - (low[axis] ?? 0)).toBeLessThanOrEqual(2 * metres + 2);
      }),
      { numRuns: 500 },
    );
    // Within 50 km of Moncton the sphere crosses earth_box slantwise; the cap's box is narrower on
    // every axis (95, 78 and 70 km against 100).
    const { low, high } = capBoxOf({ lat: 45.86, lng: -64.14 }, 50_000);
    const widths = [0, 1, 2].map((axis) => Math.round(((high[axis] ?? 0) - (low[axis] ?? 0)) / 1000));
    expect(widths).toEqual([95, 78, 70]);
  });
});
