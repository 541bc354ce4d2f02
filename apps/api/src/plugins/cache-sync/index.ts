import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { CACHE_TOPICS, type CacheTopic } from './changes.ts';
import { type CacheTransport, createPostgresTransport, createRedisTransport } from './transports.ts';

export interface CacheSync {
  /** Which link carries changes between instances; `none` on PGlite, where there is one process. */
  readonly kind: CacheTransport['kind'] | 'none';
  /** What to forget on this instance when another one announces a change of `topic`. */
  on(topic: CacheTopic, forget: () => void): void;
  /**
   * Tells the other instances to forget what they keep of `topic` (after this one forgot its own);
   * nothing without a link.
   */
  announce(topic: CacheTopic): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheSync: CacheSync;
  }
}

/**
 * Cross-instance cache invalidation (issue 15): each module forgets its own short-lived reads when
 * it writes and announces the change; every other instance on the same database hears it through
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, and forgets the same reads.
 */
export default fp(
  async (app) => {
    const listeners = new Map<CacheTopic, Set<() => void>>(CACHE_TOPICS.map((topic) => [topic, new Set()]));
    const forget = (topic: CacheTopic) => {
      for (const listener of listeners.get(topic) ?? []) listener();
    };
    const events = {
      onChange: forget,
      onResync: () => {
        app.log.info('cache-change link back: forgetting every cached read');
        for (const topic of CACHE_TOPICS) forget(topic);
      },
      onError: (error: Error) => app.log.warn({ err: error }, 'cache-change link error'),
    };
    const origin = randomUUID();
    const { redisUrl, databaseUrl } = app.config;
    const transport = redisUrl
      ? await createRedisTransport(redisUrl, origin, events)
      : databaseUrl
        ? await createPostgresTransport(databaseUrl, origin, events)
        : undefined;

    const announce = (topic: CacheTopic) => {
      transport?.publish(topic).catch((error: Error) => {
        // The others keep their reads until their TTL (seconds): stale for a moment, never wrong for long.
        app.log.warn({ err: error, topic }, 'cache change not announced to other instances');
      });
    };
    app.decorate('cacheSync', {
      kind: transport?.kind ?? 'none',
      on: (topic: CacheTopic, listener: () => void) => {
        listeners.get(topic)?.add(listener);
      },
      announce,
    } satisfies CacheSync);
    app.addHook('onClose', async () => {
      await transport?.close();
    });
  },
  { name: 'cache-sync', dependencies: ['db'] },
);
