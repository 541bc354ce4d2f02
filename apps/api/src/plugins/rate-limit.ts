import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';

/** A fixed-window counter shared by every API instance (ARCHITECTURE "Scaling": never process memory). */
export interface CounterStore {
  /** Adds one and answers the count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The count within the current window, 0 when none. */
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Rows<T> = { rows: T[] };

const SWEEP_PROBABILITY = 0.02;

export function createPostgresCounterStore(db: Database): CounterStore {
  return {
    async increment(key, windowMs) {
      // Windows that ended long ago are swept now and then by whoever writes, so the table stays small
      // without a scheduler.
      if (Math.random() < SWEEP_PROBABILITY) {
        await db.execute(sql`delete from rate_limits where expires_at < now() - interval '1 hour'`);
      }
      const result = (await db.execute(sql`
        insert into rate_limits (key, count, window_start, expires_at)
        values (${key}, 1, now(), now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.expires_at <= now() then now() else rate_limits.window_start end,
          expires_at = case when rate_limits.expires_at <= now()
            then now() + ${windowMs} * interval '1 millisecond' else rate_limits.expires_at end
        returning count`)) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
    },
    async get(key) {
      const result = (await db.execute(
        sql`select count from rate_limits where key = ${key} and expires_at > now()`,
      )) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async close() {},
  };
}

export function createRedisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async increment(key, windowMs) {
      // PEXPIRE … NX (Redis 7+) starts the window on the first failure only: a fixed window, like Postgres.
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [
        [Error | null, number],
      ];
      return Number(count);
    },
    async get(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 50,
} as const;

/** Counts failed logins only, so a flood of successful logins (a benchmark) is never throttled. */
export interface LoginLimiter {
  isBlocked(ip: string, email: string): Promise<boolean>;
  recordFailure(ip: string, email: string): Promise<void>;
  clearEmail(email: string): Promise<void>;
}

export function createLoginLimiter(store: CounterStore): LoginLimiter {
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const emailKey = (email: string) => `login:email:${email.toLowerCase()}`;
  return {
    async isBlocked(ip, email) {
      const [byIp, byEmail] = await Promise.all([store.get(ipKey(ip)), store.get(emailKey(email))]);
      return byIp >= LOGIN_LIMITS.maxFailuresPerIp || byEmail >= LOGIN_LIMITS.maxFailuresPerEmail;
    },
    async recordFailure(ip, email) {
      await Promise.all([
        store.increment(ipKey(ip), LOGIN_LIMITS.windowMs),
        store.increment(emailKey(email), LOGIN_LIMITS.windowMs),
      ]);
    },
    async clearEmail(email) {
      await store.reset(emailKey(email));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export default fp(
  async (app) => {
    const store = app.config.redisUrl
      ? createRedisCounterStore(app.config.redisUrl)
      : createPostgresCounterStore(app.db);
    app.decorate('loginLimiter', createLoginLimiter(store));
    app.addHook('onClose', () => store.close());
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
