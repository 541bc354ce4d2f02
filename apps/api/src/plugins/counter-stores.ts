import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';

/**
 * A fixed-window counter shared by every API instance (ARCHITECTURE "Scaling": never process memory).
 * A window starts at a key's first count and lasts `windowMs`. Every call takes the time it happens at
 * (`now`, in ms), so the window logic is the same on every store and tests move the clock instead of
 * sleeping; a store's own expiry (Redis PEXPIRE, the sweep) only removes keys whose window has ended.
 */
export interface CounterStore {
  /** Adds one and answers the new count, in one atomic step, so concurrent callers each see their own. */
  increment(key: string, windowMs: number, now?: number): Promise<number>;
  /** Takes one count back (an attempt that turned out not to count); nothing once the window ended. */
  decrement(key: string, now?: number): Promise<void>;
  /** The count within the current window, 0 when none. */
  get(key: string, now?: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Rows<T> = { rows: T[] };

const SWEEP_PROBABILITY = 0.02;
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** PGlite and PostgreSQL: one upsert row per key; the row lock makes each increment atomic. */
export function createPostgresCounterStore(db: Database): CounterStore {
  return {
    async increment(key, windowMs, now = Date.now()) {
      // Windows that ended long ago are swept now and then by whoever writes, so the table stays small
      // without a scheduler.
      if (Math.random() < SWEEP_PROBABILITY) {
        await db.execute(sql`delete from rate_limits where expires_at < ${at(now - 3_600_000)}`);
      }
      const ended = sql`rate_limits.expires_at <= ${at(now)}`;
      const result = (await db.execute(sql`
        insert into rate_limits (key, count, window_start, expires_at)
        values (${key}, 1, ${at(now)}, ${at(now + windowMs)})
        on conflict (key) do update set
          count = case when ${ended} then 1 else rate_limits.count + 1 end,
          window_start = case when ${ended} then ${at(now)} else rate_limits.window_start end,
          expires_at = case when ${ended} then ${at(now + windowMs)} else rate_limits.expires_at end
        returning count`)) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
    },
    async decrement(key, now = Date.now()) {
      await db.execute(sql`
        update rate_limits set count = greatest(count - 1, 0)
        where key = ${key} and expires_at > ${at(now)}`);
    },
    async get(key, now = Date.now()) {
      const result = (await db.execute(
        sql`select count from rate_limits where key = ${key} and expires_at > ${at(now)}`,
      )) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async close() {},
  };
}

/**
 * The same window in one Lua step: a hash of count and end; an ended window starts again at this call.
 * PEXPIRE only lets Redis drop the key once its window is surely over.
 * KEYS[1] key; ARGV[1] now (ms); ARGV[2] window (ms); ARGV[3] +1 or -1.
 */
const COUNT_SCRIPT = `
local now = tonumber(ARGV[1])
local delta = tonumber(ARGV[3])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
if ends == nil or ends <= now then
  if delta < 0 then return 0 end
  redis.call('HSET', KEYS[1], 'count', delta, 'ends', now + tonumber(ARGV[2]))
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return delta
end
local count = redis.call('HINCRBY', KEYS[1], 'count', delta)
if count < 0 then
  redis.call('HSET', KEYS[1], 'count', 0)
  return 0
end
return count
`;

const READ_SCRIPT = `
local values = redis.call('HMGET', KEYS[1], 'count', 'ends')
if values[2] == false or tonumber(values[2]) <= tonumber(ARGV[1]) then return 0 end
return tonumber(values[1])
`;

type CountingRedis = Redis & {
  countWindow(key: string, now: number, windowMs: number, delta: number): Promise<number>;
  readWindow(key: string, now: number): Promise<number>;
};

export function createRedisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  redis.defineCommand('countWindow', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  redis.defineCommand('readWindow', { numberOfKeys: 1, lua: READ_SCRIPT });
  // defineCommand adds the methods at run time; ioredis has no type for them.
  const counting = redis as CountingRedis;
  return {
    async increment(key, windowMs, now = Date.now()) {
      return Number(await counting.countWindow(key, now, windowMs, 1));
    },
    async decrement(key, now = Date.now()) {
      await counting.countWindow(key, now, 1, -1);
    },
    async get(key, now = Date.now()) {
      return Number(await counting.readWindow(key, now));
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
