import { DEFAULT_PRICES_CENTS } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { categories, pricing, users } from '../schema.ts';
import { DEFAULT_ADMIN_EMAIL } from './admin.ts';
import { CATEGORY_NAMES } from './categories.ts';
import { seed } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('creates the superadmin from ADMIN_EMAIL/ADMIN_PASSWORD, who can log in, and is idempotent', async () => {
    const config = { adminEmail: 'Boss@Mariner.example', adminPassword: 'a strong admin password' };
    const first = await seed(t.db, config);
    expect(first.admin).toEqual({ email: 'boss@mariner.example', created: true });
    const second = await seed(t.db, config);
    expect(second.admin.created).toBe(false);

    expect(await t.db.select().from(categories)).toHaveLength(CATEGORY_NAMES.length);
    const prices = await t.db.select().from(pricing);
    expect(Object.fromEntries(prices.map((row) => [row.key, row.amountCents]))).toEqual(DEFAULT_PRICES_CENTS);
    const admins = await t.db.select().from(users).where(eq(users.email, 'boss@mariner.example'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.role).toBe('SUPERADMIN');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@mariner.example', password: 'a strong admin password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('SUPERADMIN');
  });

  it('generates the default admin password once, on the first start only', async () => {
    const first = await seed(t.db, { adminEmail: undefined, adminPassword: undefined });
    expect(first.admin.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(first.admin.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await seed(t.db, { adminEmail: undefined, adminPassword: undefined });
    expect(again.admin.generatedPassword).toBeUndefined();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEFAULT_ADMIN_EMAIL, password: first.admin.generatedPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps a price a superadmin changed', async () => {
    await t.db.update(pricing).set({ amountCents: 12_345 }).where(eq(pricing.key, 'AUCTION_LISTING'));
    await seed(t.db, { adminEmail: undefined, adminPassword: undefined });
    const [row] = await t.db.select().from(pricing).where(eq(pricing.key, 'AUCTION_LISTING'));
    expect(row?.amountCents).toBe(12_345);
  });
});
