import { type AuctionListQuery, AuctionListResponse, AuctionResponse } from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/**
 * /api/auctions. Every key sits under the one `auctions` root, so a change made anywhere (create,
 * edit, delete, review, event status) can refresh every auction list at once; a mutation names the
 * narrowest key that covers what it changed (STYLE §6). The session change clears every key but
 * the session's (lib/api/session.ts).
 */
export const auctionKeys = {
  all: ['auctions'] as const,
  lists: () => [...auctionKeys.all, 'list'] as const,
  list: (query: AuctionListQuery) => [...auctionKeys.lists(), query] as const,
  detail: (id: string) => [...auctionKeys.all, 'detail', id] as const,
  /** The signed-in seller's own auctions, whatever their status. */
  mine: () => [...auctionKeys.all, 'mine'] as const,
};

/**
 * GET /api/auctions/{id}: the public detail page and the seller's edit form read the same answer.
 * 404 when the auction is not visible to whoever asks; its owner and admins also get a PENDING
 * or REJECTED one.
 */
export const getAuction = (id: string, signal?: AbortSignal): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? AuctionResponse : undefined,
    signal,
  });

export const auctionQueryOptions = (id: string) =>
  queryOptions({ queryKey: auctionKeys.detail(id), queryFn: ({ signal }) => getAuction(id, signal) });

const toSearchParams = (query: AuctionListQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

/** GET /api/auctions (spec 000 §7): one page of auctions and its pagination. */
export const getAuctions = (query: AuctionListQuery, signal?: AbortSignal): Promise<AuctionListResponse> => {
  const search = toSearchParams(query);
  return apiFetch(`/api/auctions${search ? `?${search}` : ''}`, {
    schema: import.meta.env.DEV ? AuctionListResponse : undefined,
    signal,
  });
};

export const auctionsQueryOptions = (query: AuctionListQuery) =>
  queryOptions({
    queryKey: auctionKeys.list(query),
    queryFn: ({ signal }) => getAuctions(query, signal),
  });
