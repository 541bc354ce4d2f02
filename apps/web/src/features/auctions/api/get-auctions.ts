import type { AuctionListQuery } from '@mariner/contracts';
import { PAGE_SIZES } from '@mariner/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auctionsQueryOptions } from '../../../lib/api/auctions.ts';

/** The list screen keeps the page it shows while the next one loads, so it never blanks out. */
export const useAuctions = (query: AuctionListQuery, enabled = true) =>
  useQuery({ ...auctionsQueryOptions(query), placeholderData: keepPreviousData, enabled });

/** Spec 000 §2 Home: six approved auctions. */
export const featuredAuctionsQuery: AuctionListQuery = {
  limit: PAGE_SIZES.featuredAuctions,
  status: 'APPROVED',
};

export { auctionsQueryOptions };

export const useFeaturedAuctions = () => useQuery(auctionsQueryOptions(featuredAuctionsQuery));
