import { describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey, type RenderedAnswer } from './page-cache.ts';

const page = (html: string): RenderedAnswer => ({ status: 200, html });

/** A render the test finishes when it wants, counting how often it was asked. */
function controlledRender(html: string) {
  let finish: (value: { answer: RenderedAnswer; keep: boolean }) => void = () => undefined;
  const render = {
    calls: 0,
    run: () => {
      render.calls += 1;
      return new Promise<{ answer: RenderedAnswer; keep: boolean }>((resolve) => {
        finish = resolve;
      });
    },
    finish: (keep = true) => finish({ answer: page(html), keep }),
  };
  return render;
}

describe('page cache', () => {
  it('shares one render between concurrent visits and keeps it until its time is up', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, budgetChars: 1_000, now: () => now });
    const render = controlledRender('<p>a</p>');
    const first = cache.remember('/a', render.run);
    const second = cache.remember('/a', render.run);
    render.finish();
    expect(await first).toEqual(page('<p>a</p>'));
    expect(await second).toEqual(page('<p>a</p>'));
    now = 9_999;
    await cache.remember('/a', render.run);
    expect(render.calls).toBe(1);

    now = 10_000;
    const later = cache.remember('/a', render.run);
    render.finish();
    await later;
    expect(render.calls).toBe(2);
  });

  it('answers but does not keep a render that was under way when everything was forgotten', async () => {
    const cache = createPageCache({ ttlMs: 10_000, budgetChars: 1_000 });
    const stale = controlledRender('<p>before the write</p>');
    const pending = cache.remember('/a', stale.run);
    cache.forgetAll();
    stale.finish();
    expect((await pending).html).toBe('<p>before the write</p>');
    expect(cache.size).toBe(0);

    const fresh = controlledRender('<p>after</p>');
    const next = cache.remember('/a', fresh.run);
    fresh.finish();
    expect((await next).html).toBe('<p>after</p>');
    expect(cache.size).toBe(1);
  });

  it('does not keep what the render says not to, nor a render that failed', async () => {
    const cache = createPageCache({ ttlMs: 10_000, budgetChars: 1_000 });
    const shell = controlledRender('<div id="root"></div>');
    const answered = cache.remember('/a', shell.run);
    shell.finish(false);
    await answered;
    expect(cache.size).toBe(0);

    await expect(cache.remember('/b', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
  });

  it('forgets the oldest pages when their HTML exceeds its budget', async () => {
    const cache = createPageCache({ ttlMs: 10_000, budgetChars: 25 });
    const keep = (html: string) => async () => ({ answer: page(html), keep: true });
    await cache.remember('/one', keep('x'.repeat(10)));
    await cache.remember('/two', keep('y'.repeat(10)));
    await cache.remember('/three', keep('z'.repeat(10)));
    expect(cache.size).toBe(2);

    let rendered = false;
    await cache.remember('/one', async () => {
      rendered = true;
      return { answer: page('x'), keep: true };
    });
    expect(rendered).toBe(true);
  });

  it('holds at most its number of pages, however small (issue 25)', async () => {
    const cache = createPageCache({ ttlMs: 10_000, budgetChars: 1_000_000, maxPages: 100 });
    for (let i = 0; i < 2_000; i++) {
      await cache.remember(`/auctions?search=${i}`, async () => ({ answer: page('x'), keep: true }));
    }
    expect(cache.size).toBe(100);
  });
});

describe('page cache key', () => {
  const key = (address: string) => pageCacheKey(new URL(address, 'https://mariner.example'));

  it('is the path and the parameters a page reads, in one order', () => {
    expect(key('/auctions')).toBe('/auctions');
    expect(key('/auctions?sort=newest&search=boat')).toBe('/auctions?search=boat&sort=newest');
    expect(key('/auctions?search=boat&sort=newest')).toBe('/auctions?search=boat&sort=newest');
    expect(key('/auctions?tab=items&search=boat')).toBe('/auctions?search=boat&tab=items');
    expect(key('/fr/calendrier?month=2027-05')).toBe('/fr/calendrier?month=2027-05');
  });

  it('is none for an address with a parameter no page reads, so it is rendered and not kept', () => {
    expect(key('/?v=1')).toBeUndefined();
    expect(key('/auctions?search=boat&cachebuster=2')).toBeUndefined();
  });
});
