import { MAX_PAGE_LIMIT, SavedIdsResponse } from '@mariner/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/auctions/saved-ids: which of these auctions the user saved (a visitor: none). */
export const getSavedIds = (ids: string[]): Promise<SavedIdsResponse> =>
  apiFetch(`/api/auctions/saved-ids?ids=${ids.map(encodeURIComponent).join(',')}`, {
    schema: SavedIdsResponse,
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
    queryKey: auctionKeys.isSaved(id),
    queryFn: async () => ({ isSaved: await getIsSaved(id) }),
  });

/**
 * A route's loader (issue 26): which of a page's auctions the signed-in user saved, asked at once
 * and kept under each auction's key. Not through the batch above, which a server rendering two
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
    for (const id of chunk) queryClient.setQueryData(auctionKeys.isSaved(id), { isSaved: saved.has(id) });
  }
}

/**
 * Whether the signed-in user saved this auction. Asked only for a signed-in user; a failed check
 * counts as not saved (spec 000 §8).
 */
export function useIsSaved(id: string, isSignedIn: boolean): boolean {
  const query = useQuery({ ...isSavedQueryOptions(id), enabled: isSignedIn });
  return isSignedIn && query.data?.isSaved === true;
}
