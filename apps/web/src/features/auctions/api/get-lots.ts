import { LOTS_PAGE_PARAM } from '@mariner/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { lotsPageOf, lotsQueryOptions } from '../../../lib/api/lots.ts';

/** The catalogue page the address asks for (`?lots=N`), as the route's loader prefetched it. */
export function useLotsPage(auctionId: string) {
  const [search] = useSearchParams();
  const page = lotsPageOf(search, LOTS_PAGE_PARAM);
  return {
    page,
    query: useQuery({ ...lotsQueryOptions(auctionId, page), placeholderData: keepPreviousData }),
  };
}
