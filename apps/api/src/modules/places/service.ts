import { MESSAGES, type NearPoint, type Place, type Province } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { EARTH_RADIUS_M, radians } from './earth.ts';
import * as queries from './queries.ts';

export function searchPlaces(db: Executor, text: string, limit: number): Promise<Place[]> {
  return queries.searchPlaces(db, text, limit);
}

export const findPlace = (db: Executor, id: string): Promise<Place | undefined> =>
  queries.findPlaceById(db, id);

/** GET /api/places/{id}: an unknown id is simply not found. */
export async function requirePlaceById(db: Executor, id: string): Promise<Place> {
  const place = await queries.findPlaceById(db, id);
  if (!place) throw new AppError('NOT_FOUND', MESSAGES.placeNotFound);
  return place;
}

/** A place the client named (an auction's `placeId`); an unknown one is the client's mistake. */
export async function requirePlace(db: Executor, id: string, field: string): Promise<Place> {
  const place = await queries.findPlaceById(db, id);
  if (!place) throw new AppError('BAD_REQUEST', MESSAGES.placeNotFound, { [field]: MESSAGES.placeNotFound });
  return place;
}

export interface Coordinates {
  placeId: string | null;
  lat: number;
  lng: number;
}

/**
 * Issue 17: the coordinates of the one place of `province` a location text names, or null when it
 * names none or several (a guess on an ambiguous name would put an auction in the wrong town).
 */
export async function geocodeLocation(
  db: Executor,
  location: string,
  province: Province,
): Promise<Coordinates | null> {
  const found = await queries.findPlacesNamedIn(db, location, province);
  const [place] = found;
  if (found.length !== 1 || !place) return null;
  return { placeId: place.id, lat: place.lat, lng: place.lng };
}

/** The point a `near` parameter names; an unknown place id is refused on the `near` field. */
export async function resolveNear(db: Executor, near: NearPoint): Promise<{ lat: number; lng: number }> {
  if ('lat' in near) return near;
  const place = await requirePlace(db, near.placeId, 'near');
  return { lat: place.lat, lng: place.lng };
}

/** The great-circle distance in km, one decimal, as answered beside an auction (`distanceKm`). */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round((2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / 100) / 10;
}
