import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

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
  });
});

describe('the category cache', () => {
  it('serves a repeat read from memory until invalidated or expired', async () => {
    const { findCategories, forgetCategories } = await import('./service.ts');
    const { categories } = await import('../../db/schema.ts');
    forgetCategories(t.db);
    const before = await findCategories(t.db);
    await t.db.insert(categories).values({ name: 'Cache Probe', slug: 'cache-probe', sortOrder: 99 });

    expect((await findCategories(t.db)).map((c) => c.name)).not.toContain('Cache Probe');
    const later = Date.now() + 31_000;
    expect((await findCategories(t.db, later)).map((c) => c.name)).toContain('Cache Probe');

    forgetCategories(t.db);
    expect(await findCategories(t.db)).toHaveLength(before.length + 1);
  });
});
