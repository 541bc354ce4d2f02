import type { AuctionListQuery } from '@mariner/contracts';

/**
 * One place for this feature's cache keys, so a mutation invalidates exactly what it changed
 * (STYLE §6). The session change clears every key but the session's (lib/api/session.ts).
 */
export const auctionKeys = {
  all: ['auctions'] as const,
  lists: () => [...auctionKeys.all, 'list'] as const,
  list: (query: AuctionListQuery) => [...auctionKeys.lists(), query] as const,
  detail: (id: string) => [...auctionKeys.all, 'detail', id] as const,
  isSaved: (id: string) => [...auctionKeys.all, 'is-saved', id] as const,
  savedLists: () => [...auctionKeys.all, 'saved'] as const,
  savedList: (page: number) => [...auctionKeys.savedLists(), page] as const,
};
