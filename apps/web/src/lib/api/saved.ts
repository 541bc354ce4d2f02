import {
  type IsSavedResponse,
  SaveAuctionResponse,
  SavedAuctionsResponse,
  SavedIdsResponse,
} from '@mariner/contracts';
import { MAX_PAGE_LIMIT, PAGE_SIZES } from '@mariner/contracts/constants';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { auctionKeys } from './auctions.ts';

/**
 * /api/auctions/saved, /saved-ids and /{id}/save: the auctions the signed-in user keeps. Under the
 * auctions root, so an auction edited or deleted anywhere refreshes the saved list too; the hearts
 * (`isSaved`) are not under `lists()`, so a save refetches the lists without asking every card again.
 */
export const savedKeys = {
  all: [...auctionKeys.all, 'saved'] as const,
  lists: () => [...savedKeys.all, 'list'] as const,
  list: (page: number) => [...savedKeys.lists(), page] as const,
  /** Issue 27: the buyer's home, upcoming first; under lists(), so a save or unsave refreshes it. */
  upcoming: (limit: number) => [...savedKeys.lists(), 'upcoming', limit] as const,
  isSaved: (id: string) => [...savedKeys.all, 'is-saved', id] as const,
};

/** GET /api/auctions/saved: the signed-in user's saved auctions, newest first, 12 a page. */
export const getSavedAuctions = (page: number, signal?: AbortSignal): Promise<SavedAuctionsResponse> =>
  apiFetch(`/api/auctions/saved?page=${page}&limit=${PAGE_SIZES.savedAuctions}`, {
    schema: import.meta.env.DEV ? SavedAuctionsResponse : undefined,
    signal,
  });

export const savedAuctionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: savedKeys.list(page), queryFn: ({ signal }) => getSavedAuctions(page, signal) });

/** GET /api/auctions/saved?order=upcoming: the sales still to come first, soonest ending on top. */
export const getUpcomingSaved = (limit: number, signal?: AbortSignal): Promise<SavedAuctionsResponse> =>
  apiFetch(`/api/auctions/saved?order=upcoming&page=1&limit=${limit}`, {
    schema: import.meta.env.DEV ? SavedAuctionsResponse : undefined,
    signal,
  });

export const upcomingSavedQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: savedKeys.upcoming(limit),
    queryFn: ({ signal }) => getUpcomingSaved(limit, signal),
  });

/** GET /api/auctions/saved-ids: which of these auctions the user saved (a visitor: none). */
export const getSavedIds = (ids: string[]): Promise<SavedIdsResponse> =>
  apiFetch(`/api/auctions/saved-ids?ids=${ids.map(encodeURIComponent).join(',')}`, {
    schema: import.meta.env.DEV ? SavedIdsResponse : undefined,
  });

interface Waiting {
  resolve: (isSaved: boolean) => void;
  reject: (error: unknown) => void;
}
let batch: Map<string, Waiting[]> | null = null;

async function flush() {
  const waiting = batch;
  batch = null;
  if (!waiting) return;
  const ids = [...waiting.keys()];
  for (let start = 0; start < ids.length; start += MAX_PAGE_LIMIT) {
    const chunk = ids.slice(start, start + MAX_PAGE_LIMIT);
    try {
      const saved = new Set((await getSavedIds(chunk)).savedIds);
      for (const id of chunk) for (const { resolve } of waiting.get(id) ?? []) resolve(saved.has(id));
    } catch (error) {
      for (const id of chunk) for (const { reject } of waiting.get(id) ?? []) reject(error);
    }
  }
}

/**
 * Whether one auction is saved. Every card of a list page asks in the same render, so the asks
 * made in one tick travel as one request instead of one per card.
 */
export function getIsSaved(id: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (!batch) {
      batch = new Map();
      setTimeout(() => void flush(), 0);
    }
    const list = batch.get(id) ?? [];
    list.push({ resolve, reject });
    batch.set(id, list);
  });
}

export const isSavedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: savedKeys.isSaved(id),
    queryFn: async (): Promise<IsSavedResponse> => ({ isSaved: await getIsSaved(id) }),
  });

/** POST /api/auctions/{id}/save (idempotent). */
export const saveAuction = (id: string): Promise<SaveAuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}/save`, {
    method: 'POST',
    schema: import.meta.env.DEV ? SaveAuctionResponse : undefined,
  });

/** DELETE /api/auctions/{id}/save (idempotent). */
export const unsaveAuction = (id: string): Promise<SaveAuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}/save`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? SaveAuctionResponse : undefined,
  });

/**
 * A route's loader (issue 26): which of a page's auctions the signed-in user saved, asked at once
 * and kept under each auction's key. Not through getIsSaved's batch, which a server rendering two
 * visitors' pages at once would share between them.
 */
export async function prefetchSavedFlags(queryClient: QueryClient, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += MAX_PAGE_LIMIT) {
    const chunk = ids.slice(start, start + MAX_PAGE_LIMIT);
    const saved = await getSavedIds(chunk).then(
      (answer) => new Set(answer.savedIds),
      () => null,
    );
    // A failed check is left to the page, which counts it as not saved.
    if (!saved) return;
    for (const id of chunk) queryClient.setQueryData(savedKeys.isSaved(id), { isSaved: saved.has(id) });
  }
}
