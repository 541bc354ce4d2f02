import type { AuctionListQuery } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auctionsQueryOptions } from '../../../lib/api/auctions.ts';
import { type AuctionQueueFilter, auctionQueueQuery } from './review-queue-filters.ts';

/**
 * GET /api/auctions?status=PENDING, honoured for admins only, with seller names (spec 001 §7): an
 * auction list like the public ones (under `auctionKeys.lists()`), so a review that refetches every
 * auction list refetches these as well. Issue 31: the queue is read a page at a time as searched.
 */
export const usePendingAuctions = (filter: AuctionQueueFilter) =>
  useQuery({ ...auctionsQueryOptions(auctionQueueQuery(filter)), placeholderData: keepPreviousData });

/** The tab's count: the whole queue's total, read with one row. */
const countQuery = { status: 'PENDING', limit: 1 } satisfies AuctionListQuery;
export const usePendingAuctionsCount = () => useQuery(auctionsQueryOptions(countQuery));
