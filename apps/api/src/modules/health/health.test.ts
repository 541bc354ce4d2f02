import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'migrated', payments: 'test' });
  });

  it('says "live" when Stripe takes the payments (issue 25, defect 10)', async () => {
    const live = await createTestApp({
      config: { stripe: { secretKey: 'sk_test_51Mariner', publishableKey: 'pk_test_51Mariner' } },
    });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toEqual({ status: 'ok', database: 'migrated', payments: 'live' });
    } finally {
      await live.close();
    }
  });

  it('has pg_trgm for fuzzy search', async () => {
    const result = (await t.db.execute(sql`select similarity('Halifax', 'Halifx') as score`)) as unknown as {
      rows: { score: number }[];
    };
    expect(Number(result.rows[0]?.score)).toBeGreaterThan(0.4);
  });

  it('answers 503 when a migration is missing', async () => {
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('SERVICE_UNAVAILABLE');
  });
});
