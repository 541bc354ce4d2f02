import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedAuctions, users } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { bearer, createUser, saveTestCard } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { auctionPayload, createAuction, createCategory } from '../auctions/test-fixtures.ts';

/**
 * Issue 27 items 1, 4 and 5: a buyer joins with a name, an e-mail and a password, saves, searches
 * and follows, is refused selling with the upgrade offer, and upgrades keeping what they saved.
 */

const { t, clientIp, lastMailTo } = useMailCapturingApp('10.0.27');

const email = () => `buyer-${Math.random().toString(36).slice(2)}@example.ca`;
const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: clientIp() });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function joinAsBuyer() {
  const response = await register({
    accountType: 'BUYER',
    firstName: 'Evangeline',
    lastName: 'Bellefontaine',
    email: email(),
    password: 'grand-pre-1755',
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { user: { id: string; email: string; role: string }; token: string };
}

describe('registering as a buyer', () => {
  it('needs only names, an e-mail and a password, makes a USER and signs in like any registration', async () => {
    const address = email();
    const response = await register({
      accountType: 'BUYER',
      firstName: 'Evangeline',
      lastName: 'Bellefontaine',
      email: address,
      password: 'grand-pre-1755',
      province: 'NS',
      town: 'Wolfville',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: address,
      role: 'USER',
      companyName: null,
      advertiserType: null,
      province: 'NS',
      town: 'Wolfville',
      emailConfirmed: false,
      hasPassword: true,
    });
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(body.token);
    expect((await call('GET', '/api/users/profile', body.token)).json().user.role).toBe('USER');
  });

  it('ignores a role and company fields a buyer sends', async () => {
    const response = await register({
      accountType: 'BUYER',
      firstName: 'A',
      lastName: 'B',
      email: email(),
      password: 'grand-pre-1755',
      role: 'SUPERADMIN',
      advertiserType: 'MOVE_MANAGER',
      companyName: 'Not a company',
    });
    expect(response.json().user).toMatchObject({ role: 'USER', advertiserType: null, companyName: null });
  });

  it('asks the business kinds for their company, and a service provider for its type', async () => {
    const base = { firstName: 'A', lastName: 'B', password: 'grand-pre-1755' };
    const auctioneer = await register({ ...base, email: email(), accountType: 'AUCTIONEER' });
    expect(auctioneer.statusCode).toBe(400);
    expect(auctioneer.json().fields).toMatchObject({ companyName: MESSAGES.companyNameRequired });
    const service = await register({
      ...base,
      email: email(),
      accountType: 'SERVICE_PROVIDER',
      companyName: 'X',
    });
    expect(service.json().fields).toMatchObject({ advertiserType: MESSAGES.serviceTypeRequired });
    const made = await register({
      ...base,
      email: email(),
      accountType: 'AUCTIONEER',
      companyName: 'Fundy Auctions',
    });
    expect(made.json().user).toMatchObject({ role: 'SELLER', advertiserType: 'AUCTIONEER' });
  });

  it('registers a SELLER without accountType, as the spec’s client expects', async () => {
    const made = await register({
      firstName: 'A',
      lastName: 'B',
      email: email(),
      password: 'grand-pre-1755',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().user.role).toBe('SELLER');
  });
});

describe('what a buyer may do', () => {
  it('saves an auction, saves a search and follows an auctioneer', async () => {
    const buyer = await joinAsBuyer();
    const seller = (await createUser(t.db, { advertiserType: 'AUCTIONEER' })).user;
    const auctionId = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId: (await createCategory(t.db)).id,
    });
    expect((await call('POST', `/api/auctions/${auctionId}/save`, buyer.token)).statusCode).toBe(200);
    const search = await call('POST', '/api/saved-searches', buyer.token, {
      name: 'Tractors',
      frequency: 'DAILY',
      filters: { search: 'tractor' },
    });
    expect(search.statusCode).toBe(201);
    expect(
      (await call('PUT', `/api/follows/${seller.id}`, buyer.token, { frequency: 'WEEKLY' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['POST', '/api/auctions'],
    ['POST', '/api/banners'],
    ['POST', '/api/banners/upload'],
    ['POST', '/api/directory-listings'],
    ['POST', '/api/directory-listings/00000000-0000-4000-8000-000000000000/upload-logo'],
  ] as const)('refuses %s %s with the upgrade offer', async (method, url) => {
    const buyer = await joinAsBuyer();
    const response = await call(method, url, buyer.token, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.buyerCannotSell });
    await call('PUT', '/api/users/profile/language', buyer.token, { language: 'fr' });
    const french = await call(method, url, buyer.token, {});
    expect(french.json().message).toMatch(/passez à un compte vendeur/);
  });
});

describe('POST /api/users/me/upgrade', () => {
  it('turns a buyer into a SELLER who can list, keeping the saved auction', async () => {
    const buyer = await joinAsBuyer();
    const category = await createCategory(t.db);
    const seller = (await createUser(t.db)).user;
    const savedId = await createAuction(t.app, { sellerId: seller.id, categoryId: category.id });
    await call('POST', `/api/auctions/${savedId}/save`, buyer.token);

    const refused = await call('POST', '/api/users/me/upgrade', buyer.token, { accountType: 'AUCTIONEER' });
    expect(refused.statusCode).toBe(400);
    const upgraded = await call('POST', '/api/users/me/upgrade', buyer.token, {
      accountType: 'AUCTIONEER',
      companyName: 'Grand-Pré Auctions',
      role: 'SUPERADMIN',
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().user).toMatchObject({
      id: buyer.user.id,
      role: 'SELLER',
      advertiserType: 'AUCTIONEER',
      companyName: 'Grand-Pré Auctions',
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    if (!row) throw new Error('the buyer is gone');
    await saveTestCard(t.app, row);
    const created = await call('POST', '/api/auctions', buyer.token, auctionPayload(category.id));
    expect(created.statusCode).toBe(201);
    const saved = await t.db.select().from(savedAuctions).where(eq(savedAuctions.userId, buyer.user.id));
    expect(saved.map((s) => s.auctionId)).toEqual([savedId]);

    const again = await call('POST', '/api/users/me/upgrade', buyer.token, {
      accountType: 'AUCTIONEER',
      companyName: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadySeller);
  });

  it('makes a service provider with its type', async () => {
    const buyer = await joinAsBuyer();
    const upgraded = await call('POST', '/api/users/me/upgrade', buyer.token, {
      accountType: 'SERVICE_PROVIDER',
      advertiserType: 'MOVE_MANAGER',
      companyName: 'Minas Movers',
    });
    expect(upgraded.json().user).toMatchObject({ role: 'SELLER', advertiserType: 'MOVE_MANAGER' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/me/upgrade', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('the confirmation of a new address', () => {
  it('is mailed on registration and confirms by its link, once', async () => {
    const buyer = await joinAsBuyer();
    const mail = await lastMailTo(buyer.user.email);
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
    expect((await confirm()).statusCode).toBe(200);
    expect((await call('GET', '/api/users/profile', buyer.token)).json().user.emailConfirmed).toBe(true);
    expect((await confirm()).json().message).toBe(MESSAGES.emailConfirmInvalid);
  });

  it('is resent on request, and the older link stops working', async () => {
    const buyer = await joinAsBuyer();
    const first = /token=([\w-]+)/.exec((await lastMailTo(buyer.user.email)).text)?.[1];
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      headers: bearer(buyer.token),
      remoteAddress: clientIp(),
    });
    expect(resend.statusCode).toBe(202);
    const second = /token=([\w-]+)/.exec((await lastMailTo(buyer.user.email)).text)?.[1];
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: first },
    });
    expect(old.statusCode).toBe(400);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: second },
    });
    expect(fresh.statusCode).toBe(200);
    const after = await call('POST', '/api/auth/confirm-email/resend', buyer.token);
    expect(after.json().message).toBe(MESSAGES.emailAlreadyConfirmed);
  });
});
