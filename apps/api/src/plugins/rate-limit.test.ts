import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import {
  type CounterStore,
  createLoginLimiter,
  createPostgresCounterStore,
  createRedisCounterStore,
  LOGIN_LIMITS,
} from './rate-limit.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same behaviour from both stores, so switching REDIS_URL on changes nothing but where counts live. */
function describeStore(name: string, open: () => Promise<{ store: CounterStore; close(): Promise<void> }>) {
  describe(name, () => {
    let store: CounterStore;
    let close: () => Promise<void>;
    const key = () => `test:${randomBytes(6).toString('hex')}`;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('counts within a window and starts again after it', async () => {
      const k = key();
      expect(await store.get(k)).toBe(0);
      expect(await store.increment(k, 300)).toBe(1);
      expect(await store.increment(k, 300)).toBe(2);
      expect(await store.get(k)).toBe(2);
      await sleep(450);
      expect(await store.get(k)).toBe(0);
      expect(await store.increment(k, 300)).toBe(1);
    });

    it('resets a key', async () => {
      const k = key();
      await store.increment(k, 60_000);
      await store.reset(k);
      expect(await store.get(k)).toBe(0);
    });

    it('blocks an IP after 50 failures across e-mails', async () => {
      const limiter = createLoginLimiter(store);
      const ip = `10.0.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
      for (let index = 0; index < LOGIN_LIMITS.maxFailuresPerIp; index++) {
        await limiter.recordFailure(ip, `someone${index}@example.ca`);
      }
      expect(await limiter.isBlocked(ip, 'fresh@example.ca')).toBe(true);
      expect(await limiter.isBlocked('10.9.9.9', 'fresh@example.ca')).toBe(false);
    });
  });
}

describeStore('PostgreSQL counter store', async () => {
  const database = await createTestDatabase();
  return { store: createPostgresCounterStore(database.db), close: () => database.close() };
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describeStore('Redis counter store', async () => {
    const store = createRedisCounterStore(redisUrl);
    return { store, close: () => store.close() };
  });
}
