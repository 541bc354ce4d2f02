import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema.ts';
import { seedReferenceData } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createCategoriesCache } from './categories-cache.ts';
import { listCategories } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it('answers an empty list before seeding', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the seeded categories by name with short public caching', async () => {
    await seedReferenceData(t.db);
    // Written straight to the database, not through the API: forgotten by hand, as a write does.
    t.app.categoriesCache.forget();
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const names = (response.json() as { id: string; name: string }[]).map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining([
        'Business Assets',
        'Jewelry & Watches',
        'Real Estate',
        'Vehicles',
        'Marine & Boats',
      ]),
    );
    expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'name']);
    expect(response.headers.vary).toBe('Accept-Language');
  });

  it('names them in French for a French reader, in the same order (decision 023)', async () => {
    const english = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    const french = response.json() as { id: string; name: string }[];
    expect(french.map((c) => c.id)).toEqual(english.map((c: { id: string }) => c.id));
    expect(french.map((c) => c.name)).toEqual(expect.arrayContaining(['Immobilier', 'Véhicules']));
    expect(Object.keys(french[0] ?? {}).sort()).toEqual(['id', 'name']);
  });
});

describe('the category cache', () => {
  it('serves a repeat read from memory until forgotten or expired', async () => {
    let now = 0;
    let reads = 0;
    const cache = createCategoriesCache({
      load: async () => {
        reads += 1;
        return listCategories(t.db);
      },
      ttlMs: 30_000,
      now: () => now,
    });
    const before = await cache.list('en');
    await t.db
      .insert(categories)
      .values({ name: 'Cache Probe', nameFr: 'Sonde', slug: 'cache-probe', sortOrder: 99 });

    expect((await cache.list('en')).map((c) => c.name)).not.toContain('Cache Probe');
    expect(reads).toBe(1);
    now = 30_000;
    expect((await cache.list('en')).map((c) => c.name)).toContain('Cache Probe');
    await t.db.delete(categories).where(eq(categories.slug, 'cache-probe'));
    cache.forget();
    expect(await cache.list('en')).toHaveLength(before.length);
    expect(reads).toBe(3);
  });

  it('keeps a list nobody can change', async () => {
    const list = await t.app.categoriesCache.list('fr');
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
  });
});
