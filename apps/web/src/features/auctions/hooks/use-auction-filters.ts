import { isAuctionSort, RADIUS_KM, readNearPoint, readRadiusKm } from '@mariner/contracts/constants';
import { useSearchParams } from 'react-router';
import { usePageParam } from './use-page-param.ts';

/** The list orders a visitor picks from (the contract's older `startDate` reads as `date`). */
export type ListSort = 'date' | 'distance' | 'newest';

export interface AuctionFilters {
  search: string;
  category: string;
  location: string;
  /** Issue 17: a place id or `lat,lng`; empty for anywhere. */
  near: string;
  radiusKm: number;
  sort: ListSort;
}

export const EMPTY_FILTERS: AuctionFilters = {
  search: '',
  category: '',
  location: '',
  near: '',
  radiusKm: RADIUS_KM.default,
  sort: 'date',
};

const readSort = (value: string | null): ListSort => {
  return isAuctionSort(value) && (value === 'distance' || value === 'newest') ? value : 'date';
};

export const readFilters = (params: URLSearchParams): AuctionFilters => {
  const near = params.get('near')?.trim() ?? '';
  const radius = readRadiusKm(params.get('radiusKm'));
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    location: params.get('location')?.trim() ?? '',
    // A malformed `near` in an old link is dropped rather than sent to be refused.
    near: near && readNearPoint(near) ? near : '',
    radiusKm: radius ?? RADIUS_KM.default,
    sort: readSort(params.get('sort')),
  };
};

/** The URL form of filters: only what differs from "anything, anywhere, soonest first". */
export function filtersToParams(filters: AuctionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'category', 'location', 'near'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.near && filters.radiusKm !== RADIUS_KM.default)
    params.set('radiusKm', String(filters.radiusKm));
  // Nearest first needs a point to measure from.
  if (filters.sort === 'newest' || (filters.sort === 'distance' && filters.near))
    params.set('sort', filters.sort);
  return params;
}

/**
 * Spec 000 §2: the list's filters live in the URL as search, category, location and page (with
 * issue 17's near, radiusKm and sort), so a reload, Back, and links from the home page all show the
 * same results.
 */
export type ListView = 'list' | 'map';

export function useAuctionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { page, setPage } = usePageParam();
  // Issue 17: `view=map` shows the same results on a map; new filters keep the view.
  const view: ListView = params.get('view') === 'map' ? 'map' : 'list';
  const withView = (next: URLSearchParams, wanted: ListView = view) => {
    if (wanted === 'map') next.set('view', 'map');
    return next;
  };

  /** New filters start again at page 1. */
  const applyFilters = (next: AuctionFilters) => setParams(withView(filtersToParams(next)));

  const clearFilters = () => setParams(withView(new URLSearchParams()));

  /** The address of the other view of the same filters (page 1). */
  const viewHref = (wanted: ListView) => `?${withView(filtersToParams(filters), wanted).toString()}`;

  return { filters, page, view, viewHref, applyFilters, clearFilters, setPage };
}
