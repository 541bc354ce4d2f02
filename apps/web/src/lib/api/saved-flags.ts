import type { QueryClient } from '@tanstack/react-query';

/**
 * Issue 26: a signed-in person's hearts, prefetched by the pages listing auctions (saved.ts's
 * `prefetchSavedFlags`); the saved-auctions API module loads only for someone signed in, so it is
 * no part of a visitor's first load.
 */
export const prefetchSavedFlagsOf = async (queryClient: QueryClient, ids: readonly string[]): Promise<void> =>
  (await import('./saved.ts')).prefetchSavedFlags(queryClient, ids);
