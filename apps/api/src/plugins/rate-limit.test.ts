import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPostgres } from '../db/client.ts';
import {
  createSharedPostgresDatabase,
  isRedisReachable,
  reachablePostgresUrl,
} from '../test/shared-postgres.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { type CounterStore, createPostgresCounterStore, createRedisCounterStore } from './counter-stores.ts';
import { createRateLimiter } from './rate-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = await reachablePostgresUrl();
const redisUp = await isRedisReachable(REDIS_URL);

const unique = () => randomBytes(6).toString('hex');
const anAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 255)).join('.')}`;
const anEmail = () => `owner-${unique()}@example.ca`;
const MINUTE = 60_000;

type Opened = { store: CounterStore; close(): Promise<void> };

/**
 * The same behaviour from every store, so switching REDIS_URL or DATABASE_URL on changes nothing but
 * where counts live. Every window is measured by a clock the test moves: nothing sleeps.
 */
function describeStore(name: string, open: () => Promise<Opened>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let store: CounterStore;
    let close: () => Promise<void>;
    let clock = Date.now();
    const key = () => `test:${unique()}`;
    const limiter = () => createRateLimiter(store, { registrationsPerHour: 20, now: () => clock });
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('counts within a window and starts again after it', async () => {
      const k = key();
      const start = clock;
      expect(await store.get(k, start)).toBe(0);
      expect(await store.increment(k, MINUTE, start)).toBe(1);
      expect(await store.increment(k, MINUTE, start + MINUTE - 1)).toBe(2);
      expect(await store.get(k, start + MINUTE - 1)).toBe(2);
      expect(await store.get(k, start + MINUTE)).toBe(0);
      expect(await store.increment(k, MINUTE, start + MINUTE)).toBe(1);
      expect(await store.increment(k, MINUTE, start + MINUTE + 1)).toBe(2);
    });

    it('takes a count back, never below zero and never into an ended window', async () => {
      const k = key();
      const start = clock;
      await store.increment(k, MINUTE, start);
      await store.increment(k, MINUTE, start);
      await store.decrement(k, start);
      expect(await store.get(k, start)).toBe(1);
      await store.decrement(k, start);
      await store.decrement(k, start);
      expect(await store.get(k, start)).toBe(0);
      await store.decrement(k, start + 2 * MINUTE);
      expect(await store.increment(k, MINUTE, start + 2 * MINUTE)).toBe(1);
    });

    it('resets a key', async () => {
      const k = key();
      await store.increment(k, MINUTE, clock);
      await store.reset(k);
      expect(await store.get(k, clock)).toBe(0);
    });

    it('answers each of 41 concurrent increments its own count', async () => {
      const k = key();
      const counts = await Promise.all(Array.from({ length: 41 }, () => store.increment(k, MINUTE, clock)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 41 }, (_, index) => index + 1));
    });

    it('admits only the budget of a burst of 41 logins sent at once', async () => {
      const [ip, email] = [anAddress(), anEmail()];
      const attempts = await Promise.all(Array.from({ length: 41 }, () => limiter().admitLogin(ip, email)));
      expect(attempts.filter(Boolean)).toHaveLength(RATE_LIMITS.login.perAccountAndAddress);
    });

    it("does not lock the owner out from another address after an attacker's failures", async () => {
      const [attacker, owner, email] = [anAddress(), anAddress(), anEmail()];
      for (let index = 0; index < 20; index++) await limiter().admitLogin(attacker, email);
      expect(await limiter().admitLogin(attacker, email)).toBeNull();
      expect(await limiter().admitLogin(owner, email)).not.toBeNull();
    });

    it('keeps a clean address open to an account under a spread-out attack, not one that failed', async () => {
      const email = anEmail();
      for (let index = 0; index <= RATE_LIMITS.login.perAccount; index++) {
        await limiter().admitLogin(anAddress(), email);
      }
      const [owner, guesser] = [anAddress(), anAddress()];
      expect(await limiter().admitLogin(guesser, email)).not.toBeNull();
      expect(await limiter().admitLogin(guesser, email)).toBeNull();
      const attempt = await limiter().admitLogin(owner, email);
      expect(attempt).not.toBeNull();
      await attempt?.succeeded();
      expect(await limiter().admitLogin(owner, email)).not.toBeNull();
    });

    it('blocks an address after 50 failures across accounts, and no other address', async () => {
      const ip = anAddress();
      for (let index = 0; index < RATE_LIMITS.login.perAddress; index++) {
        expect(await limiter().admitLogin(ip, anEmail())).not.toBeNull();
      }
      expect(await limiter().admitLogin(ip, anEmail())).toBeNull();
      expect(await limiter().admitLogin(anAddress(), anEmail())).not.toBeNull();
    });

    it('never counts successes, and opens again when the window has passed', async () => {
      const [ip, email] = [anAddress(), anEmail()];
      for (let index = 0; index < 3 * RATE_LIMITS.login.perAddress; index++) {
        const attempt = await limiter().admitLogin(ip, email);
        expect(attempt).not.toBeNull();
        await attempt?.succeeded();
      }
      for (let index = 0; index < RATE_LIMITS.login.perAccountAndAddress; index++) {
        await limiter().admitLogin(ip, email);
      }
      expect(await limiter().admitLogin(ip, email)).toBeNull();
      clock += RATE_LIMITS.login.windowMs;
      expect(await limiter().admitLogin(ip, email)).not.toBeNull();
    });

    it('gives newsletter sign-ups, password resets and logins each their own budget', async () => {
      const [ip, email] = [anAddress(), anEmail()];
      for (let index = 0; index < RATE_LIMITS.newsletterSignUp.perAddress; index++) {
        expect(await limiter().admitNewsletterSignUp(ip, anEmail())).toBe(true);
      }
      expect(await limiter().admitNewsletterSignUp(ip, anEmail())).toBe(false);
      for (let index = 0; index < RATE_LIMITS.passwordReset.perEmail; index++) {
        expect(await limiter().admitPasswordReset(ip, email)).toBe(true);
      }
      expect(await limiter().admitPasswordReset(ip, email)).toBe(false);
      expect(await limiter().admitPasswordReset(ip, anEmail())).toBe(true);
      expect(await limiter().admitLogin(ip, email)).not.toBeNull();
    });

    it('admits the hour’s registrations from an address, then refuses until the hour has passed', async () => {
      const ip = anAddress();
      for (let index = 0; index < 20; index++) expect(await limiter().admitRegistration(ip)).toBe(true);
      expect(await limiter().admitRegistration(ip)).toBe(false);
      expect(await limiter().admitRegistration(anAddress())).toBe(true);
      clock += RATE_LIMITS.registration.windowMs;
      expect(await limiter().admitRegistration(ip)).toBe(true);
    });
  });
}

describeStore('the test database counter store (PGlite; PostgreSQL under DATABASE_URL)', async () => {
  const database = await createTestDatabase();
  return { store: createPostgresCounterStore(database.db), close: () => database.close() };
});

describeStore(
  'PostgreSQL counter store',
  async () => {
    const shared = await createSharedPostgresDatabase(postgresUrl ?? '');
    const handle = wrapPostgres(shared.url);
    return {
      store: createPostgresCounterStore(handle.db),
      async close() {
        await handle.close();
        await shared.drop();
      },
    };
  },
  !postgresUrl,
);

describeStore(
  'Redis counter store',
  async () => {
    const store = createRedisCounterStore(REDIS_URL);
    return { store, close: () => store.close() };
  },
  !redisUp,
);
