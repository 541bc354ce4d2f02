// The places' values and helpers without zod (`@mariner/contracts/constants`); their schemas are in
// places.ts, which re-exports all of this.
import { PROVINCE_NAMES, type Province } from './enum-values.ts';
import { PROVINCE_NAMES_FR } from './i18n/labels-fr.ts';

export const PLACE_SEARCH_LIMIT = 10;

/** Where a search is centred: a place of the gazetteer, or coordinates. */
export type NearPoint = { placeId: string } | { lat: number; lng: number };

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** A place's id: a readable slug such as `truro-ns`. */
export const PLACE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `near=truro-ns` or `near=45.37,-63.27` read as a point, or null for anything else (the API's
 * NearParam refuses what this reads as null; the list page drops it from an old link).
 */
export function readNearPoint(value: string): NearPoint | null {
  const text = value.trim();
  if (text.length > 120) return null;
  const match = COORDINATES.exec(text);
  if (match) {
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  }
  return PLACE_ID_PATTERN.test(text) ? { placeId: text } : null;
}

export const RADIUS_KM = { min: 5, max: 500, default: 50 } as const;

/** A `radiusKm=` value within RADIUS_KM, or null (the API's RadiusKm refuses the same values). */
export function readRadiusKm(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const km = Number(value);
  return Number.isFinite(km) && km >= RADIUS_KM.min && km <= RADIUS_KM.max ? km : null;
}

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
