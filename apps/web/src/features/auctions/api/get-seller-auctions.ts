import type { AuctionListQuery } from '@mariner/contracts';
import { useQuery } from '@tanstack/react-query';
import { auctionsQueryOptions } from '../../../lib/api/auctions.ts';

/** Issue 28: how many of the seller's other sales an auction's page shows. */
export const MORE_FROM_SELLER = 3;

/**
 * The seller's next public sales (approved, not yet ended, soonest first), one more than shown:
 * the page leaves out the auction it is about. The route's loader prefetches the same query.
 */
export const moreFromSellerQuery = (sellerId: string): AuctionListQuery => ({
  sellerId,
  limit: MORE_FROM_SELLER + 1,
  sort: 'date',
});

export const useMoreFromSeller = (sellerId: string) =>
  useQuery(auctionsQueryOptions(moreFromSellerQuery(sellerId)));
