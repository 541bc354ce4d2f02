/**
 * Query keys of the listing calls. They sit under the same `auctions` root as the public auction
 * screens, so a change made here (create, edit, delete) refreshes every auction list at once.
 */
export const listingKeys = {
  all: ['auctions'] as const,
  mine: () => ['auctions', 'mine'] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
};
