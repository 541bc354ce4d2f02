import type { AuctionListQuery, LotSearchQuery, SaleType } from '@mariner/contracts';
import {
  type DateChip,
  isAuctionSort,
  isDateChip,
  LOT_SEARCH_PAGE_SIZE,
  MAX_PAGE_LIMIT,
  PAGE_SIZES,
  RADIUS_KM,
  readLocationFilter,
  readNearPoint,
  readRadiusKm,
  SALE_TYPES,
} from '@mariner/contracts/constants';
import { useSearchParams } from 'react-router';
import { readPage, usePageParam } from '../../../lib/page-param.ts';

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
  /**
   * Issue 28: the date chip picked (empty for any date) and the range it stood for when picked, in
   * the visitor's zone; the address carries the range, so the server renders the same list.
   */
  when: DateChip | '';
  startDateFrom: string;
  startDateTo: string;
  /** Issue 28: only sales of these types (none: every sale), in the contract's order. */
  saleType: SaleType[];
}

export const EMPTY_FILTERS: AuctionFilters = {
  search: '',
  category: '',
  location: '',
  near: '',
  radiusKm: RADIUS_KM.default,
  sort: 'date',
  when: '',
  startDateFrom: '',
  startDateTo: '',
  saleType: [],
};

/**
 * The sale types an address names, repeated (`saleType=A&saleType=B`) or comma-separated as this
 * page writes them; an unknown one in an old link is dropped rather than sent to be refused.
 */
const readSaleTypes = (params: URLSearchParams): SaleType[] => {
  const named = params.getAll('saleType').flatMap((value) => value.split(','));
  return SALE_TYPES.filter((type) => named.includes(type));
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant from the address, or '' (a mangled one is dropped rather than sent to be refused). */
const readInstant = (value: string | null): string =>
  value && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

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
    ...readWhen(params),
    saleType: readSaleTypes(params),
  };
};

/** A chip stands only with the range it was picked with; a range alone (an old link) is kept too. */
function readWhen(params: URLSearchParams): Pick<AuctionFilters, 'when' | 'startDateFrom' | 'startDateTo'> {
  const startDateFrom = readInstant(params.get('startDateFrom'));
  const startDateTo = readInstant(params.get('startDateTo'));
  const when = params.get('when');
  return { when: isDateChip(when) && startDateFrom && startDateTo ? when : '', startDateFrom, startDateTo };
}

/** The URL form of filters: only what differs from "anything, anywhere, soonest first". */
export function filtersToParams(filters: AuctionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['search', 'category', 'location', 'near'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.near && filters.radiusKm !== RADIUS_KM.default)
    params.set('radiusKm', String(filters.radiusKm));
  if (filters.when) params.set('when', filters.when);
  if (filters.startDateFrom) params.set('startDateFrom', filters.startDateFrom);
  if (filters.startDateTo) params.set('startDateTo', filters.startDateTo);
  if (filters.saleType.length) params.set('saleType', filters.saleType.join(','));
  // Nearest first needs a point to measure from.
  if (filters.sort === 'newest' || (filters.sort === 'distance' && filters.near))
    params.set('sort', filters.sort);
  return params;
}

/**
 * What the list asks the API for: the map shows the first hundred matches at once, the list pages
 * through them. The page and its route's loader (app/routes/AuctionsRoute.tsx) ask under one key.
 */
export const listQuery = (filters: AuctionFilters, onMap: boolean, page: number): AuctionListQuery => ({
  search: filters.search || undefined,
  category: filters.category || undefined,
  location: filters.location || undefined,
  near: filters.near || undefined,
  radiusKm: filters.near ? filters.radiusKm : undefined,
  startDateFrom: filters.startDateFrom || undefined,
  startDateTo: filters.startDateTo || undefined,
  saleType: filters.saleType.length ? filters.saleType.join(',') : undefined,
  sort: filters.sort === 'date' || (filters.sort === 'distance' && !filters.near) ? undefined : filters.sort,
  page: onMap ? 1 : page,
  limit: onMap ? MAX_PAGE_LIMIT : PAGE_SIZES.auctions,
  status: 'APPROVED',
});

/** The list's query for an address (`/auctions?search=…&view=map`). */
export const listQueryOfAddress = (params: URLSearchParams): AuctionListQuery =>
  listQuery(readFilters(params), params.get('view') === 'map', readPage(params));

/**
 * Issue 29 item 4: the search page's "Auctions | Items" tabs; the Items tab is `tab=items` in the
 * address, so the server renders it and a link shares it.
 */
export type ListTab = 'auctions' | 'items';
export const TAB_PARAM = 'tab';
export const readTab = (params: URLSearchParams): ListTab =>
  params.get(TAB_PARAM) === 'items' ? 'items' : 'auctions';

/**
 * What the Items tab asks GET /api/lots for: the same filters, read for lots. A location names a
 * province there (a town has no place in the lot search: `near` is its way to say "close to").
 * Sale types are the sales' own and are not asked; the best match comes first unless the visitor
 * asked for the nearest.
 */
export const lotQuery = (filters: AuctionFilters, page: number): LotSearchQuery => ({
  search: filters.search || undefined,
  category: filters.category || undefined,
  province: filters.location ? (readLocationFilter(filters.location).province ?? undefined) : undefined,
  near: filters.near || undefined,
  radiusKm: filters.near ? filters.radiusKm : undefined,
  startDateFrom: filters.startDateFrom || undefined,
  startDateTo: filters.startDateTo || undefined,
  sort: filters.sort === 'distance' && filters.near ? 'distance' : undefined,
  page,
  limit: LOT_SEARCH_PAGE_SIZE,
});

/** The Items tab's query for an address (`/auctions?search=piano&tab=items`). */
export const lotQueryOfAddress = (params: URLSearchParams): LotSearchQuery =>
  lotQuery(readFilters(params), readPage(params));

/** The place a `near` names, when it is a place's id and not a point (`lat,lng`). */
const COORDINATES = /^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/;

/** Whether a `near` is a point (`lat,lng`: the visitor's location) rather than a place's id. */
export const isPoint = (near: string): boolean => COORDINATES.test(near);

export const nearPlaceId = (near: string): string | null => (near && !isPoint(near) ? near : null);

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
  // Issue 29: the Items tab has no map; new filters keep the tab.
  const tab = readTab(params);
  const withView = (next: URLSearchParams, wanted: ListView = view, wantedTab: ListTab = tab) => {
    if (wantedTab === 'items') next.set(TAB_PARAM, 'items');
    else if (wanted === 'map') next.set('view', 'map');
    return next;
  };

  /** New filters start again at page 1. */
  const applyFilters = (next: AuctionFilters) => setParams(withView(filtersToParams(next)));

  const clearFilters = () => setParams(withView(new URLSearchParams()));

  /** The address of the other view of the same filters (page 1). */
  const viewHref = (wanted: ListView) => `?${withView(filtersToParams(filters), wanted).toString()}`;

  /** Issue 29: the address of the same filters on a tab (page 1; the Auctions tab in the list view). */
  const tabHref = (wanted: ListTab) => `?${withView(filtersToParams(filters), 'list', wanted).toString()}`;

  /** Issue 28: the address of these filters in this view (page 1), for a chip's removal. */
  const filtersHref = (next: AuctionFilters) => `?${withView(filtersToParams(next)).toString()}`;

  return { filters, page, view, tab, viewHref, tabHref, filtersHref, applyFilters, clearFilters, setPage };
}
