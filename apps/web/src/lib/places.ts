/** Issue 17: the gazetteer's communities, for "near" on the list and the listing form's town. */
import { MapSettings, type Place, PlaceListResponse, PlaceResponse, type Province } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from './api-client.ts';

/** A town as people write it: "Truro, NS". */
export const placeLabel = (place: Pick<Place, 'name' | 'province'>) => `${place.name}, ${place.province}`;

export const searchPlaces = (text: string, limit = 8): Promise<PlaceListResponse> =>
  apiFetch(`/api/places?${new URLSearchParams({ search: text, limit: String(limit) })}`, {
    schema: import.meta.env.DEV ? PlaceListResponse : undefined,
  });

/** The gazetteer changes only with a release, so answers stay fresh for the session. */
const STALE = 60 * 60_000;

/** Suggestions for typed text, asked once typing pauses. */
export function usePlaceSuggestions(text: string) {
  const [asked, setAsked] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['places', 'search', asked],
    queryFn: () => searchPlaces(asked),
    enabled: asked.length >= 2,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

/** One place by id (a shared address names only `near=truro-ns`). */
const placeKey = (id: string | null) => ['places', 'one', id];

export const placeQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: placeKey(id),
    queryFn: () =>
      apiFetch(`/api/places/${encodeURIComponent(id ?? '')}`, {
        schema: import.meta.env.DEV ? PlaceResponse : undefined,
      }),
    enabled: Boolean(id),
    staleTime: STALE,
  });

export const usePlace = (id: string | null) => useQuery(placeQueryOptions(id));

/**
 * Issue 27: the gazetteer's place for a town a person wrote in their profile ("near me" on the
 * buyer's home), in their province when they gave one; null when none matches.
 */
export const townPlaceQueryOptions = (town: string, province: Province | null) =>
  queryOptions({
    queryKey: ['places', 'town', town, province],
    queryFn: async (): Promise<Place | null> => {
      const { places } = await searchPlaces(town, 10);
      const sameName = (place: Place) => place.name.localeCompare(town, 'en', { sensitivity: 'base' }) === 0;
      const inProvince = places.filter((place) => !province || place.province === province);
      return inProvince.find(sameName) ?? inProvince[0] ?? null;
    },
    staleTime: STALE,
  });

/** The map's tile server and credit (MAP_TILE_URL, MAP_ATTRIBUTION on the server). */
export const useMapSettings = () =>
  useQuery({
    queryKey: ['places', 'map-settings'],
    queryFn: () =>
      apiFetch('/api/places/map-settings', { schema: import.meta.env.DEV ? MapSettings : undefined }),
    staleTime: STALE,
  });

/**
 * Keeps a place the visitor chose (a suggestion, or the best match for what they typed) as if asked
 * for by id: the form that puts its id in the address then reads its name at once, instead of
 * blanking the field until the place is fetched again.
 */
export function useRememberPlace(): (place: Place) => void {
  const queryClient = useQueryClient();
  return (place) => queryClient.setQueryData<PlaceResponse>(placeKey(place.id), { place });
}
