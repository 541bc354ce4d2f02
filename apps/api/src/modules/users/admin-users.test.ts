import { type AdminUser, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

let t: TestApp;
let superadmin: UserRow;
type Who = 'anonymous' | 'seller' | 'admin' | 'superadmin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = { seller: '', admin: '', superadmin: '' };

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await createUser(t.db, { role: 'SUPERADMIN' })).user;
  tokens.superadmin = await loginAs(t.app, superadmin);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.seller = await loginAs(t.app, (await createUser(t.db)).user);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Who | { token: string },
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: typeof who === 'object' ? bearer(who.token) : who === 'anonymous' ? {} : bearer(tokens[who]),
    ...(payload ? { payload } : {}),
  });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Whether a bearer token still opens a session. */
const isSignedIn = async (token: string) =>
  (await call('GET', '/api/users/profile', { token })).statusCode === 200;

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

let sequence = 0;
const newUserPayload = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    email: `Captain${sequence}@Lunenburg.example`,
    password: 'bluenose-1921',
    firstName: 'Angus',
    lastName: 'Walters',
    role: 'SELLER',
    companyName: 'Bluenose Auctions',
    ...overrides,
  };
};

describe('POST /api/users', () => {
  it('refuses a listed directory company without an advertiser type, as the Directory tab does', async () => {
    const response = await call('POST', '/api/users', 'superadmin', {
      email: 'untyped@example.ca',
      password: 'a-long-enough-password',
      firstName: 'Nora',
      lastName: 'Gillis',
      role: 'SELLER',
      companyName: 'Gillis Movers',
      isDirectoryListed: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ advertiserType: MESSAGES.directoryListingNeedsType });
  });

  it('creates an account of any role that can sign in, answering data.user without secrets', async () => {
    const payload = newUserPayload({ role: 'ADMIN', companyPhone: '(902) 555-0101' });
    const response = await call('POST', '/api/users', 'superadmin', payload);
    expect(response.statusCode).toBe(201);
    const { user } = response.json().data as { user: AdminUser };
    expect(user).toMatchObject({
      email: payload.email.toLowerCase(),
      firstName: 'Angus',
      lastName: 'Walters',
      role: 'ADMIN',
      companyName: 'Bluenose Auctions',
      companyPhone: '(902) 555-0101',
      isDirectoryListed: false,
      _count: { auctionListings: 0, bannerAds: 0 },
    });
    expect(response.body).not.toContain('argon2');
    expect((await rowOf(user.id))?.passwordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await login(payload.email, payload.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('ADMIN');
    // Decision 015: a superadmin typed the address, so it counts as confirmed (alerts are mailed).
    expect(signedIn.json().user.emailConfirmed).toBe(true);
    expect((await rowOf(user.id))?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('takes the Directory tab’s fields', async () => {
    const response = await call(
      'POST',
      '/api/users',
      'superadmin',
      newUserPayload({
        companyDescription: 'Moving help for seniors across the South Shore.',
        companyWebsite: 'https://bluenose.example',
        companyAddress: '1 Montague St, Lunenburg NS',
        advertiserType: 'MOVE_MANAGER',
        isDirectoryListed: true,
        companyLogo: '/uploads/logos/abc/0f.webp',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      companyDescription: 'Moving help for seniors across the South Shore.',
      companyWebsite: 'https://bluenose.example',
      companyAddress: '1 Montague St, Lunenburg NS',
      advertiserType: 'MOVE_MANAGER',
      isDirectoryListed: true,
      companyLogo: '/uploads/logos/abc/0f.webp',
    });
  });

  it('refuses a logo address that is not an upload of ours', async () => {
    const response = await call(
      'POST',
      '/api/users',
      'superadmin',
      newUserPayload({ companyLogo: 'https://tracker.example/pixel.png' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ companyLogo: MESSAGES.logoMustBeUploaded });
  });

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    const payload = newUserPayload();
    expect((await call('POST', '/api/users', 'superadmin', payload)).statusCode).toBe(201);
    const again = await call('POST', '/api/users', 'superadmin', {
      ...payload,
      email: payload.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'CONFLICT', message: MESSAGES.emailAlreadyRegistered });
  });

  it('applies the registration rules: required fields, password length, a known role', async () => {
    const response = await call('POST', '/api/users', 'superadmin', {
      email: '',
      password: 'short',
      firstName: '',
      lastName: ' ',
      role: 'KING',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordTooShort,
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
    });
    expect(response.json().fields.role).toBeTruthy();
    const noRole = await call('POST', '/api/users', 'superadmin', { ...newUserPayload(), role: undefined });
    expect(noRole.statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  const edit = (id: string, payload: Record<string, unknown>, who: Who | { token: string } = 'superadmin') =>
    call('PUT', `/api/users/${id}`, who, payload);
  const fieldsOf = (user: UserRow) => ({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    role: user.role,
  });

  it('changes the account; a blank password keeps the current one and the sessions', async () => {
    const { user, password } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await edit(user.id, {
      ...fieldsOf(user),
      email: 'Renamed@Example.ca',
      firstName: 'Marilla',
      companyName: '',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      id: user.id,
      email: 'renamed@example.ca',
      firstName: 'Marilla',
      companyName: null,
      role: 'SELLER',
    });
    expect(await isSignedIn(token)).toBe(true);
    expect((await login('renamed@example.ca', password)).statusCode).toBe(200);
  });

  it('sets a new password and signs the user out everywhere', async () => {
    const { user, password } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await edit(user.id, { ...fieldsOf(user), password: 'new-harbour-pass' });
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(token)).toBe(false);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'new-harbour-pass')).statusCode).toBe(200);
  });

  it('refuses a new password that breaks the rules', async () => {
    const { user } = await createUser(t.db);
    const response = await edit(user.id, { ...fieldsOf(user), password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: MESSAGES.passwordTooShort });
  });

  it('signs the user out when the role changes', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await edit(user.id, { ...fieldsOf(user), role: 'USER' });
    expect(response.json().data.user.role).toBe('USER');
    expect(await isSignedIn(token)).toBe(false);
  });

  it('refuses an e-mail another account holds', async () => {
    const { user } = await createUser(t.db);
    const { user: other } = await createUser(t.db);
    const response = await edit(user.id, { ...fieldsOf(user), email: other.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.emailAlreadyRegistered);
    expect((await rowOf(user.id))?.email).toBe(user.email);
  });

  it('lets superadmins edit themselves but never change their own role', async () => {
    const { user: me } = await createUser(t.db, { role: 'SUPERADMIN' });
    const myToken = await loginAs(t.app, me);
    const otherSession = await loginAs(t.app, me);
    const demote = await edit(me.id, { ...fieldsOf(me), role: 'SELLER' }, { token: myToken });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.cannotChangeOwnRole });
    expect((await rowOf(me.id))?.role).toBe('SUPERADMIN');

    const renamed = await edit(
      me.id,
      { ...fieldsOf(me), lastName: 'Cuthbert', password: 'a-brand-new-pass' },
      { token: myToken },
    );
    expect(renamed.statusCode).toBe(200);
    // The session making the change stays; the others are revoked with the old password.
    expect(await isSignedIn(myToken)).toBe(true);
    expect(await isSignedIn(otherSession)).toBe(false);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await edit('6b1f7a7e-9f1a-4c38-9a55-2f0d8f6f0a11', {
      email: 'nobody@example.ca',
      firstName: 'No',
      lastName: 'Body',
      role: 'SELLER',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/users/:id/role', () => {
  it('changes the role and signs the user out', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await call('PUT', `/api/users/${user.id}/role`, 'superadmin', { role: 'ADMIN' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ id: user.id, role: 'ADMIN' });
    expect(await isSignedIn(token)).toBe(false);
    expect((await rowOf(user.id))?.role).toBe('ADMIN');
  });

  it('never changes one’s own role', async () => {
    const response = await call('PUT', `/api/users/${superadmin.id}/role`, 'superadmin', { role: 'SELLER' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.cannotChangeOwnRole);
    expect(await isSignedIn(tokens.superadmin)).toBe(true);
  });

  it('refuses an unknown role', async () => {
    const { user } = await createUser(t.db);
    expect((await call('PUT', `/api/users/${user.id}/role`, 'superadmin', { role: 'KING' })).statusCode).toBe(
      400,
    );
  });
});

describe('the three settings', () => {
  const settings = [
    ['auto-approve', 'autoApprove'],
    ['free-banner-ads', 'freeBannerAds'],
    ['free-auction-listings', 'freeAuctionListings'],
  ] as const;

  it.each(settings)('PUT /:id/%s sets and clears %s, by an admin or a superadmin', async (path, field) => {
    const { user } = await createUser(t.db);
    const on = await call('PUT', `/api/users/${user.id}/${path}`, 'admin', { [field]: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.user[field]).toBe(true);
    expect((await rowOf(user.id))?.[field]).toBe(true);
    const off = await call('PUT', `/api/users/${user.id}/${path}`, 'superadmin', { [field]: false });
    expect(off.json().data.user[field]).toBe(false);
    expect((await call('PUT', `/api/users/${user.id}/${path}`, 'admin', { [field]: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it.each(settings)('PUT /:id/%s is refused for admin users', async (path, field) => {
    for (const role of ['ADMIN', 'SUPERADMIN'] as const) {
      const { user } = await createUser(t.db, { role });
      const response = await call('PUT', `/api/users/${user.id}/${path}`, 'superadmin', { [field]: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: MESSAGES.userSettingsOnlyForNonAdmins,
      });
      expect((await rowOf(user.id))?.[field]).toBe(false);
    }
  });

  it('a trusted seller with free listings goes live at once, with no invoice', async () => {
    const { user } = await createUser(t.db);
    await call('PUT', `/api/users/${user.id}/auto-approve`, 'admin', { autoApprove: true });
    await call('PUT', `/api/users/${user.id}/free-auction-listings`, 'admin', { freeAuctionListings: true });
    const categoryId = (await createCategory(t.db)).id;
    const created = await call(
      'POST',
      '/api/auctions',
      { token: await loginAs(t.app, user) },
      auctionPayload(categoryId),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      paymentRequired: false,
      invoice: null,
      auction: { status: 'APPROVED' },
    });
    const listed = await call('GET', `/api/users?search=${encodeURIComponent(user.email)}`, 'admin');
    expect(listed.json().users[0]._count).toEqual({ auctionListings: 1, bannerAds: 0 });
  });
});
