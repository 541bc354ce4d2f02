import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.ts';

describe('bounded cache', () => {
  it('shares a load between concurrent misses and keeps it until its time is up', async () => {
    let now = 0;
    let loads = 0;
    const cache = createBoundedCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const load = async () => {
      loads += 1;
      return 'value';
    };
    await Promise.all([cache.remember('a', load), cache.remember('a', load)]);
    now = 999;
    await cache.remember('a', load);
    expect(loads).toBe(1);
    now = 1_000;
    await cache.remember('a', load);
    expect(loads).toBe(2);
  });

  it('never holds more entries than its bound, however many distinct keys arrive', async () => {
    const cache = createBoundedCache<string>({ ttlMs: 60_000, maxEntries: 50 });
    for (let i = 0; i < 2_000; i++) await cache.remember(`key-${i}`, async () => `value-${i}`);
    expect(cache.size).toBe(50);
  });

  it('keeps its total weight within its bound, the oldest forgotten first', async () => {
    const cache = createBoundedCache<string>({
      ttlMs: 60_000,
      maxEntries: 1_000,
      maxWeight: 100,
      weigh: (value) => value.length,
    });
    for (let i = 0; i < 20; i++) await cache.remember(`key-${i}`, async () => 'x'.repeat(30));
    expect(cache.weight).toBe(90);
    expect(cache.size).toBe(3);
    await cache.remember('huge', async () => 'x'.repeat(101));
    expect(cache.size).toBe(3);
    expect(cache.weight).toBe(90);
  });

  it('sweeps expired entries on a miss, so a burst leaves nothing behind once its time is up', async () => {
    let now = 0;
    const cache = createBoundedCache<number>({ ttlMs: 1_000, maxEntries: 1_000, now: () => now });
    for (let i = 0; i < 500; i++) await cache.remember(`burst-${i}`, async () => i);
    now = 5_000;
    await cache.remember('later', async () => 1);
    expect(cache.size).toBe(1);
  });

  it('does not keep a failed load, a refused value, or one forgotten while it loaded', async () => {
    const cache = createBoundedCache<string | null>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(
      cache.remember('fails', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    await cache.remember(
      'refused',
      async () => null,
      (value) => value !== null,
    );
    let finish: (value: string) => void = () => undefined;
    const pending = cache.remember('stale', () => new Promise<string>((resolve) => (finish = resolve)));
    await Promise.resolve();
    cache.forgetAll();
    finish('before the write');
    expect(await pending).toBe('before the write');
    expect(cache.size).toBe(0);
  });
});
