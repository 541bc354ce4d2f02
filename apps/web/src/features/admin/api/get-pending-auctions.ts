import type { AuctionListQuery } from '@mariner/contracts';
import { PAGE_SIZES } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { auctionKeys, auctionsQueryOptions } from '../../../lib/api/auctions.ts';

/**
 * GET /api/auctions?status=PENDING, honoured for admins only, with seller names (spec 001 §7): an
 * auction list like the public ones (under `auctionKeys.lists()`), so a review that refetches every
 * auction list refetches this one as well.
 */
const pendingQuery = { status: 'PENDING', limit: PAGE_SIZES.pendingAuctions } satisfies AuctionListQuery;
export const pendingAuctionsKey = () => auctionKeys.list(pendingQuery);

export const pendingAuctionsQueryOptions = () => auctionsQueryOptions(pendingQuery);

export const usePendingAuctions = () => useQuery(pendingAuctionsQueryOptions());
