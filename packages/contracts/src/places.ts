import { z } from 'zod';
import { PROVINCE_NAMES, Province } from './enums.ts';
import { asSingleLine, singleLineText } from './fields.ts';
import { PROVINCE_NAMES_FR } from './i18n/labels-fr.ts';
import { MESSAGES } from './messages.ts';

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

export const PLACE_SEARCH_LIMIT = 10;
export const PlaceId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: MESSAGES.placeNotFound })
  .max(120);

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

/** Where a search is centred: a place of the gazetteer, or coordinates. */
export type NearPoint = { placeId: string } | { lat: number; lng: number };

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** `near=truro-ns` or `near=45.37,-63.27`; anything else is refused with nearInvalid. */
export const NearParam = asSingleLine(z.string().trim().max(120)).transform((value, ctx): NearPoint => {
  const match = COORDINATES.exec(value);
  if (match) {
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  } else if (PlaceId.safeParse(value).success) {
    return { placeId: value };
  }
  ctx.addIssue({ code: 'custom', message: MESSAGES.nearInvalid });
  return z.NEVER;
});

export const RADIUS_KM = { min: 5, max: 500, default: 50 } as const;
export const RadiusKm = z.coerce
  .number({ error: MESSAGES.radiusOutOfRange })
  .min(RADIUS_KM.min, { error: MESSAGES.radiusOutOfRange })
  .max(RADIUS_KM.max, { error: MESSAGES.radiusOutOfRange });

/** GET /api/places/map-settings (issue 17): the tile server the map draws from, and its credit. */
export const MapSettings = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapSettings = z.infer<typeof MapSettings>;

/** Lower case, accents and dots gone: `N.S.`, `ns` and `NS` compare equal, as do `Quebec` and `Québec`. */
const placeWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .trim()
    .toLowerCase();

/**
 * An auction's place with its province, as calendars and mails write it: "Kentville, NS". A
 * location that already ends with its province (by code or name, in English or French) is not
 * given it twice ("Kentville, NS, NS", issue 25).
 */
export function placeWithProvince(location: string, province: Province): string {
  const place = location.trim();
  // "Kentville NS", "Kentville, N.S." (the last word) or "Halifax, Nova Scotia" (after the last comma).
  const last = placeWord(place.split(/[\s,]+/).at(-1) ?? '');
  const tail = placeWord(place.split(',').at(-1) ?? '');
  const names = [province, PROVINCE_NAMES[province], PROVINCE_NAMES_FR[province]].map(placeWord);
  return names.includes(last) || names.includes(tail) ? place : `${place}, ${province}`;
}
