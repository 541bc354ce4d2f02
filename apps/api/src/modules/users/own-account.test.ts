import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, sessions, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';

/** Issue 27 item 7 (PIPEDA, Law 25): a person's own data export and the deletion of their account. */

const { t, clientIp, lastMailTo } = useMailCapturingApp('10.0.227');

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: clientIp(),
    ...(payload ? { payload } : {}),
  });

async function buyerWithThings() {
  const { user, password } = await createUser(t.db, { role: 'USER', companyName: null });
  const token = await loginAs(t.app, user);
  const seller = (await createUser(t.db, { companyName: 'Annapolis Auctions' })).user;
  const auctionId = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId: (await createCategory(t.db)).id,
  });
  await call('POST', `/api/auctions/${auctionId}/save`, token);
  await call('POST', '/api/saved-searches', token, {
    name: 'Clocks',
    frequency: 'WEEKLY',
    filters: { search: 'clock' },
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/follows/${seller.id}`,
    headers: bearer(token),
    payload: { frequency: 'DAILY' },
  });
  await t.db.insert(newsletterSubscribers).values({ email: user.email, userId: user.id, source: 'footer' });
  return { user, password, token, auctionId, seller };
}

describe('GET /api/users/me/export', () => {
  it('answers everything held about the person, as a JSON attachment', async () => {
    const { user, token, auctionId, seller } = await buyerWithThings();
    const response = await call('GET', '/api/users/me/export', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.profile).toMatchObject({ id: user.id, email: user.email });
    expect(body.profile).not.toHaveProperty('passwordHash');
    expect(body.savedAuctions.map((a: { id: string }) => a.id)).toEqual([auctionId]);
    expect(body.savedSearches).toMatchObject([{ name: 'Clocks', frequency: 'WEEKLY' }]);
    expect(body.follows).toMatchObject([{ sellerId: seller.id }]);
    expect(body.newsletter).toMatchObject({ email: user.email, isConfirmed: false });
    expect(body.invoices).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses without the right password, then deletes the account and signs out everywhere', async () => {
    const { user, password, token } = await buyerWithThings();
    const otherSession = await loginAs(t.app, user);
    const none = await call('DELETE', '/api/users/me', token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.accountDeleteConfirmationRequired);
    const wrong = await call('DELETE', '/api/users/me', token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: MESSAGES.currentPasswordIncorrect });

    const deleted = await call('DELETE', '/api/users/me', token, { password });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(deleted.cookies.find((cookie) => cookie.name === 'mm_session')?.value).toBe('');
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call('GET', '/api/users/profile', otherSession)).statusCode).toBe(401);
  });

  it('deletes a password-less account by a fresh mailed link, and only by it', async () => {
    const { user } = await createUser(t.db, { role: 'USER', companyName: null });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const token = await loginAs(t.app, user);
    expect((await call('DELETE', '/api/users/me', token, { password: '' })).statusCode).toBe(400);
    const asked = await call('POST', '/api/users/me/delete-link', token);
    expect(asked.statusCode).toBe(202);
    const mail = await lastMailTo(user.email);
    const link = /\/profile\?deleteToken=([\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    expect((await call('DELETE', '/api/users/me', token, { confirmationToken: 'wrong' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', '/api/users/me', token, { confirmationToken: link })).statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('never deletes the last superadmin', async () => {
    const superadmins = await t.db.select().from(users).where(eq(users.role, 'SUPERADMIN'));
    // Only this test's superadmin may remain, so the rule is the one stopping the delete.
    for (const other of superadmins)
      await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, other.id));
    const { user, password } = await createUser(t.db, { role: 'SUPERADMIN' });
    const token = await loginAs(t.app, user);
    const refused = await call('DELETE', '/api/users/me', token, { password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.cannotDeleteLastSuperadmin);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const second = (await createUser(t.db, { role: 'SUPERADMIN' })).user;
    expect((await call('DELETE', '/api/users/me', token, { password })).statusCode).toBe(204);
    for (const other of superadmins) {
      await t.db.update(users).set({ role: 'SUPERADMIN' }).where(eq(users.id, other.id));
    }
    expect(second.role).toBe('SUPERADMIN');
  });
});
