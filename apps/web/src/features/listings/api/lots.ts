import type { Lot } from '@mariner/contracts';
import { MAX_PAGE_LIMIT } from '@mariner/contracts/constants';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { getLots, lotKeys } from '../../../lib/api/lots.ts';

/**
 * The seller's editor needs every lot (a reorder names them all): the catalogue's pages of 100,
 * read one after the other. At most LOT_LIMITS.lotsPerAuction / 100 = 20 calls.
 */
export const allLotsQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: [...lotKeys.ofAuction(auctionId), 'all'] as const,
    queryFn: async ({ signal }): Promise<Lot[]> => {
      const all: Lot[] = [];
      for (let page = 1; ; page++) {
        const answer = await getLots(auctionId, page, MAX_PAGE_LIMIT, signal);
        all.push(...answer.lots);
        if (page >= answer.pagination.totalPages) return all;
      }
    },
  });

/** After any lot change: the auction's lots (every page) and the auction (its `lotCount`). */
export function useRefreshLots(auctionId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lotKeys.ofAuction(auctionId) }),
      queryClient.invalidateQueries({ queryKey: auctionKeys.detail(auctionId) }),
      queryClient.invalidateQueries({ queryKey: auctionKeys.lists() }),
    ]);
}
