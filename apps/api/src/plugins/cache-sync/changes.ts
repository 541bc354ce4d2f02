/**
 * What an instance remembers for a few seconds and must forget when the data behind it changes
 * (ARCHITECTURE "Scaling past one machine"): the public auction reads (which also show the seller's
 * company), the live banners, the categories, and the rendered pages of visitors not signed in (any
 * write through the API may show on one).
 */
export const CACHE_TOPICS = ['auctions', 'banners', 'categories', 'pages'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export const isCacheTopic = (value: unknown): value is CacheTopic =>
  typeof value === 'string' && (CACHE_TOPICS as readonly string[]).includes(value);
