import {
  auctionTimeZone,
  cataloguePageOf,
  LOT_SEARCH_WINDOW_DAYS,
  type LotSearchParams,
  type LotSearchResponse,
  RADIUS_KM,
} from '@mariner/contracts';
import type { AuctionReads } from '../auctions/service.ts';
import { distanceKm, resolveNear } from '../places/service.ts';
import * as queries from './search-queries.ts';
import { toLot } from './service.ts';

/** The order asked for when it has what it needs (a search to rank, a point to measure from). */
function orderOf(params: LotSearchParams): queries.LotSearchOrder {
  if (params.sort === 'relevance') return params.search ? 'relevance' : 'date';
  if (params.sort === 'distance') return params.near ? 'distance' : 'date';
  return params.sort;
}

/**
 * GET /api/lots (issue 29 item 4): lots of approved, not yet ended auctions, ranked by their words
 * in both languages, each with its sale and, with `near`, the sale's distance. Answers are the same
 * for every visitor, so they are kept with the public auction reads (forgotten on every auction or
 * lot write, decision 005).
 */
export async function searchLots(reads: AuctionReads, params: LotSearchParams): Promise<LotSearchResponse> {
  const { db } = reads;
  const filter: queries.LotSearchFilter = {
    search: params.search,
    categoryId: params.category,
    province: params.province,
    startDateFrom: params.startDateFrom ? new Date(params.startDateFrom) : undefined,
    startDateTo: params.startDateTo ? new Date(params.startDateTo) : undefined,
  };
  const center = params.near ? await resolveNear(db, params.near) : undefined;
  if (center) filter.near = { ...center, radiusM: (params.radiusKm ?? RADIUS_KM.default) * 1000 };
  const order = orderOf(params);
  const load = async (): Promise<LotSearchResponse> => {
    const { rows, total, moreMatches } = await queries.findLotSearchPage(
      db,
      filter,
      order,
      params.limit,
      (params.page - 1) * params.limit,
      // ANALYZE's word frequencies, read once every few seconds per instance, not per search.
      {
        lexemeFrequencies: (executor) =>
          reads.auctionReads.remember('lot-search:lexeme-frequencies', () =>
            queries.readLexemeFrequencies(executor),
          ),
        // The sales near the place from this instance's arrays (issue 17's), as a radius search's.
        nearSummary: (near) => reads.nearIndex.lotSummary(near, LOT_SEARCH_WINDOW_DAYS),
        lotsEndingWithin: () => reads.nearIndex.lotsEndingWithin(LOT_SEARCH_WINDOW_DAYS),
        salesWithLotsNear: (near, byDistance, needed) =>
          reads.nearIndex.salesWithLots(near, byDistance, needed),
      },
    );
    return {
      lots: rows.map(({ lot, auction }) => {
        const { lat, lng, ...sale } = auction;
        const result = {
          ...toLot(lot),
          auction: {
            id: sale.id,
            title: sale.title,
            titleFr: sale.titleFr,
            auctionStartDate: sale.auctionStartDate.toISOString(),
            location: sale.location,
            province: sale.province,
            timeZone: auctionTimeZone({ province: sale.province, lat, lng, location: sale.location }),
          },
          cataloguePage: cataloguePageOf(lot.position),
        };
        if (!center || lat === null || lng === null) return result;
        return { ...result, distanceKm: distanceKm(center, { lat, lng }) };
      }),
      pagination: {
        page: params.page,
        limit: params.limit,
        total,
        totalPages: Math.ceil(total / params.limit),
      },
      ...(moreMatches ? { moreMatches } : {}),
    };
  };
  const key = JSON.stringify([
    'lots',
    filter.search,
    filter.categoryId,
    filter.province,
    params.startDateFrom,
    params.startDateTo,
    filter.near?.lat,
    filter.near?.lng,
    filter.near?.radiusM,
    order,
    params.page,
    params.limit,
  ]);
  return reads.auctionReads.remember(`lots:${key}`, load);
}
