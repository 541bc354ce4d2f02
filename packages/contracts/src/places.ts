import { Province } from './enums.ts';
import { asSingleLine, singleLineText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import {
  type NearPoint,
  PLACE_ID_PATTERN,
  PLACE_SEARCH_LIMIT,
  RADIUS_KM,
  readNearPoint,
} from './place-values.ts';
import { z } from './zod.ts';

export * from './place-values.ts';

/** Issue 17: a community of the gazetteer (GeoNames), id a readable slug such as `truro-ns`. */
export const Place = z.object({
  id: z.string(),
  name: z.string(),
  province: Province,
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
});
export type Place = z.infer<typeof Place>;

export const PlaceId = z.string().regex(PLACE_ID_PATTERN, { error: MESSAGES.placeNotFound }).max(120);

/** GET /api/places?search=: the best matches, prefix matches and bigger places first. */
export const PlaceSearchQuery = z.object({
  search: singleLineText(100).min(1),
  limit: z.coerce.number().int().min(1).max(PLACE_SEARCH_LIMIT).default(PLACE_SEARCH_LIMIT),
});
export type PlaceSearchQuery = z.input<typeof PlaceSearchQuery>;
export const PlaceListResponse = z.object({ places: z.array(Place) });
/** GET /api/places/{id}: one place, for a page that has only its id (a shared `near=` address). */
export const PlaceIdParam = z.object({ id: PlaceId });
export const PlaceResponse = z.object({ place: Place });
export type PlaceResponse = z.infer<typeof PlaceResponse>;
export type PlaceListResponse = z.infer<typeof PlaceListResponse>;

/** `near=truro-ns` or `near=45.37,-63.27`; anything else is refused with nearInvalid. */
export const NearParam = asSingleLine(z.string().trim().max(120)).transform((value, ctx): NearPoint => {
  const point = readNearPoint(value);
  if (point) return point;
  ctx.addIssue({ code: 'custom', message: MESSAGES.nearInvalid });
  return z.NEVER;
});

export const RadiusKm = z.coerce
  .number({ error: MESSAGES.radiusOutOfRange })
  .min(RADIUS_KM.min, { error: MESSAGES.radiusOutOfRange })
  .max(RADIUS_KM.max, { error: MESSAGES.radiusOutOfRange });

/** GET /api/places/map-settings (issue 17): the tile server the map draws from, and its credit. */
export const MapSettings = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapSettings = z.infer<typeof MapSettings>;
