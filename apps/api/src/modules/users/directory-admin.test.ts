import { existsSync } from 'node:fs';
import { MESSAGES, UPLOAD_LIMITS } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { fileOfUrl, multipart, png } from '../../test/uploads.ts';

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN', companyName: null })).user);
  // An admin and a seller of their own, as the directory's lists have always held them.
  await createUser(t.db, { role: 'ADMIN', companyName: null });
  await createUser(t.db);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0] as UserRow;

/** A mover (service company) with everything the directory needs but the listing. */
const mover = (overrides: Partial<UserRow> = {}) =>
  createUser(t.db, {
    companyName: `Harbour Movers ${Math.random().toString(36).slice(2, 8)}`,
    advertiserType: 'MOVE_MANAGER',
    ...overrides,
  }).then(({ user }) => user);

const info = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Bluenose Moving & Storage',
  companyDescription: 'Careful moves for estates and downsizing households across Nova Scotia since 1988.',
  companyWebsite: 'https://bluenose-moving.example',
  companyPhone: '+1 (902) 555-0123',
  companyAddress: '12 Water Street, Lunenburg, NS',
  advertiserType: 'MOVE_MANAGER',
  isDirectoryListed: true,
  ...overrides,
});

const publicServices = async (search: string) =>
  (await call('GET', `/api/directory/services?search=${encodeURIComponent(search)}`, null)).json()
    .services as { id: string; companyName: string }[];

describe('GET /api/users/directory', () => {
  it('lists sellers and anyone with an advertiser type or a company, with their directory fields', async () => {
    const tag = `dir${Date.now()}`;
    const seller = (await createUser(t.db, { companyName: null, lastName: `${tag}-seller` })).user;
    const typed = await mover({ role: 'USER', companyName: null, lastName: `${tag}-typed` });
    const company = (await createUser(t.db, { role: 'USER', companyName: `${tag} Company` })).user;
    const plain = (await createUser(t.db, { role: 'USER', companyName: null, lastName: `${tag}-plain` }))
      .user;
    const admin = (await createUser(t.db, { role: 'ADMIN', companyName: '', lastName: `${tag}-admin` })).user;

    const response = await call('GET', `/api/users/directory?search=${tag}`, superToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    const ids = body.users.map((user: { id: string }) => user.id);
    expect(ids).toEqual(expect.arrayContaining([seller.id, typed.id, company.id]));
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(admin.id);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 3, totalPages: 1 });
    const entry = body.users.find((user: { id: string }) => user.id === typed.id);
    expect(entry).toEqual({
      id: typed.id,
      email: typed.email,
      firstName: typed.firstName,
      lastName: typed.lastName,
      role: 'USER',
      companyName: null,
      companyDescription: null,
      companyDescriptionFr: null,
      companyLogo: null,
      companyWebsite: null,
      companyPhone: null,
      companyAddress: null,
      advertiserType: 'MOVE_MANAGER',
      isDirectoryListed: false,
      isPubliclyListed: false,
      directoryExpiresAt: null,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('searches company, names and e-mail literally, and caps the page at 100', async () => {
    const target = await mover({ companyName: 'Fundy 100%_Movers' });
    const byCompany = (await call('GET', '/api/users/directory?search=100%25_', superToken)).json();
    expect(byCompany.users.map((user: { id: string }) => user.id)).toEqual([target.id]);
    const byEmail = (await call('GET', `/api/users/directory?search=${target.email}`, superToken)).json();
    expect(byEmail.users.map((user: { id: string }) => user.id)).toEqual([target.id]);

    const capped = await call('GET', '/api/users/directory?limit=5000&page=1', superToken);
    expect(capped.statusCode).toBe(200);
    expect(capped.json().pagination.limit).toBe(100);
    expect((await call('GET', '/api/users/directory?page=0', superToken)).statusCode).toBe(400);
  });
});

describe('PUT /api/users/{id}/directory-info', () => {
  it('saves the directory fields and lists the company in the public services directory', async () => {
    const target = await mover();
    const response = await call('PUT', `/api/users/${target.id}/directory-info`, superToken, info());
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: target.id,
      companyName: 'Bluenose Moving & Storage',
      companyWebsite: 'https://bluenose-moving.example',
      companyPhone: '+1 (902) 555-0123',
      advertiserType: 'MOVE_MANAGER',
      isDirectoryListed: true,
      isPubliclyListed: true,
    });
    const services = await publicServices('Bluenose Moving');
    expect(services.map((entry) => entry.id)).toContain(target.id);
    const profile = await call('GET', `/api/directory/${target.id}`, null);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      companyName: 'Bluenose Moving & Storage',
      companyAddress: '12 Water Street, Lunenburg, NS',
    });
  });

  it('gives the profile messages for website and phone, and the length limits', async () => {
    const target = await mover();
    const response = await call(
      'PUT',
      `/api/users/${target.id}/directory-info`,
      superToken,
      info({ companyWebsite: 'bluenose.example', companyPhone: 'call us', companyAddress: 'x'.repeat(501) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: MESSAGES.validationFailed,
      fields: {
        companyWebsite: MESSAGES.websiteMustStartWithHttp,
        companyPhone: MESSAGES.invalidPhoneFormat,
        companyAddress: 'Must be at most 500 characters',
      },
    });
    expect((await row(target.id)).isDirectoryListed).toBe(false);
  });

  it('refuses an unknown advertiser type and a non-boolean listed flag', async () => {
    const target = await mover();
    const response = await call(
      'PUT',
      `/api/users/${target.id}/directory-info`,
      superToken,
      info({ advertiserType: 'PIRATE', isDirectoryListed: 'yes' }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['advertiserType', 'isDirectoryListed']),
    );
  });

  it('requires a company name for a seller or anyone with an advertiser type', async () => {
    const seller = (await createUser(t.db, { advertiserType: null })).user;
    const asSeller = await call(
      'PUT',
      `/api/users/${seller.id}/directory-info`,
      superToken,
      info({ companyName: '  ', advertiserType: null, isDirectoryListed: false }),
    );
    expect(asSeller.statusCode).toBe(400);
    expect(asSeller.json().fields).toEqual({ companyName: MESSAGES.companyNameRequired });

    const user = (await createUser(t.db, { role: 'USER', companyName: null })).user;
    const typed = await call(
      'PUT',
      `/api/users/${user.id}/directory-info`,
      superToken,
      info({ companyName: null }),
    );
    expect(typed.json().fields).toEqual({ companyName: MESSAGES.companyNameRequired });

    const untyped = await call(
      'PUT',
      `/api/users/${user.id}/directory-info`,
      superToken,
      info({ companyName: '', advertiserType: '', isDirectoryListed: false }),
    );
    expect(untyped.statusCode).toBe(200);
    expect(untyped.json().user).toMatchObject({ companyName: null, advertiserType: null });
  });

  it('refuses to list a user without an advertiser type (no public directory would show them)', async () => {
    const target = await mover();
    const response = await call(
      'PUT',
      `/api/users/${target.id}/directory-info`,
      superToken,
      info({ advertiserType: null }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ advertiserType: MESSAGES.directoryListingNeedsType });
  });

  it('keeps the listed state and the logo when they are left out, and removes the logo on null', async () => {
    const target = await mover({ isDirectoryListed: true });
    const upload = multipart(await png(60, 60));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/users/${target.id}/logo`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(superToken) },
    });
    const { url } = uploaded.json();
    const { isDirectoryListed: _listed, ...rest } = info();

    const kept = await call('PUT', `/api/users/${target.id}/directory-info`, superToken, rest);
    expect(kept.json().user).toMatchObject({ isDirectoryListed: true, companyLogo: url });
    const same = await call('PUT', `/api/users/${target.id}/directory-info`, superToken, {
      ...rest,
      companyLogo: url,
    });
    expect(same.json().user.companyLogo).toBe(url);

    const removed = await call('PUT', `/api/users/${target.id}/directory-info`, superToken, {
      ...rest,
      companyLogo: null,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.companyLogo).toBeNull();
    expect(existsSync(fileOfUrl(t.config.uploadsDir, url))).toBe(false);
  });

  it('leaves a lapsed paid listing lapsed unless the request lists the user', async () => {
    const lapsed = await mover({
      isDirectoryListed: true,
      directoryStatus: 'ACTIVE',
      directoryExpiresAt: new Date(Date.now() - 86_400_000),
    });
    const { isDirectoryListed: _listed, ...rest } = info({ companyName: 'Chignecto Movers' });
    const edited = await call('PUT', `/api/users/${lapsed.id}/directory-info`, superToken, rest);
    expect(edited.json().user).toMatchObject({ isDirectoryListed: true, isPubliclyListed: false });
    expect((await row(lapsed.id)).directoryStatus).toBe('ACTIVE');

    const listed = await call('PUT', `/api/users/${lapsed.id}/directory-info`, superToken, {
      ...rest,
      isDirectoryListed: true,
    });
    expect(listed.json().user).toMatchObject({ isDirectoryListed: true, isPubliclyListed: true });
    expect((await publicServices('Chignecto')).map((entry) => entry.id)).toEqual([lapsed.id]);
  });

  it('refuses a logo address that is not an upload of ours', async () => {
    const target = await mover();
    for (const companyLogo of [
      'https://tracker.example/pixel.png',
      '/uploads/../../etc/passwd',
      '/uploads/auctions/0b6f/0f.webp',
      '//evil.example/uploads/logos/a/b.webp',
    ]) {
      const response = await call('PUT', `/api/users/${target.id}/directory-info`, superToken, {
        ...info(),
        companyLogo,
      });
      expect(response.statusCode, companyLogo).toBe(400);
      expect(response.json().fields).toEqual({ companyLogo: MESSAGES.logoMustBeUploaded });
    }
    expect((await row(target.id)).companyLogo).toBeNull();
  });

  it('sets a logo by the address POST /users/upload-logo answered, as the spec client does (spec 001 §7)', async () => {
    const target = await mover();
    const upload = multipart(await png(64, 64, 90));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-logo',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(superToken) },
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json();
    const response = await call('PUT', `/api/users/${target.id}/directory-info`, superToken, {
      ...info(),
      companyLogo: url,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.companyLogo).toBe(url);
    expect((await row(target.id)).companyLogo).toBe(url);

    // The uploader replacing their own logo must not delete the file the company now shows.
    const replacement = multipart(await png(64, 64, 200));
    await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-logo',
      payload: replacement.payload,
      headers: { ...replacement.headers, ...bearer(superToken) },
    });
    expect(existsSync(fileOfUrl(t.config.uploadsDir, url))).toBe(true);

    // Once nobody shows it, removing it deletes the file.
    await call('PUT', `/api/users/${target.id}/directory-info`, superToken, { ...info(), companyLogo: null });
    expect(existsSync(fileOfUrl(t.config.uploadsDir, url))).toBe(false);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await call(
      'PUT',
      '/api/users/00000000-0000-4000-8000-000000000000/directory-info',
      superToken,
      info(),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.userNotFound });
    expect((await call('PUT', '/api/users/not-an-id/directory-info', superToken, info())).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/users/{id}/directory-status', () => {
  it('lists and unlists, and the public directory follows at once', async () => {
    const target = await mover({ companyName: 'Tantramar Appraisals', advertiserType: 'APPRAISAL_SERVICE' });
    const listed = await call('PUT', `/api/users/${target.id}/directory-status`, superToken, {
      isDirectoryListed: true,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().user).toMatchObject({ isDirectoryListed: true, isPubliclyListed: true });
    expect((await publicServices('Tantramar')).map((entry) => entry.id)).toEqual([target.id]);

    const unlisted = await call('PUT', `/api/users/${target.id}/directory-status`, superToken, {
      isDirectoryListed: false,
    });
    expect(unlisted.json().user).toMatchObject({ isDirectoryListed: false, isPubliclyListed: false });
    expect(await publicServices('Tantramar')).toEqual([]);
    expect((await call('GET', `/api/directory/${target.id}`, null)).statusCode).toBe(404);
  });

  it('needs a boolean and an advertiser type to list', async () => {
    const target = await mover({ advertiserType: null });
    const missing = await call('PUT', `/api/users/${target.id}/directory-status`, superToken, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.isDirectoryListed).toBeTruthy();
    const untyped = await call('PUT', `/api/users/${target.id}/directory-status`, superToken, {
      isDirectoryListed: true,
    });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().fields).toEqual({ advertiserType: MESSAGES.directoryListingNeedsType });
    const off = await call('PUT', `/api/users/${target.id}/directory-status`, superToken, {
      isDirectoryListed: false,
    });
    expect(off.statusCode).toBe(200);
  });

  it('lists a user whose paid listing lapsed, and keeps a running one with its end date', async () => {
    const lapsedAt = new Date(Date.now() - 86_400_000);
    const lapsed = await mover({
      companyName: 'Lapsed Junk Haulers',
      advertiserType: 'JUNK_REMOVAL',
      isDirectoryListed: true,
      directoryStatus: 'ACTIVE',
      directoryExpiresAt: lapsedAt,
    });
    const before = (await call('GET', '/api/users/directory?search=Lapsed%20Junk', superToken)).json();
    expect(before.users[0]).toMatchObject({ isDirectoryListed: true, isPubliclyListed: false });
    expect(await publicServices('Lapsed Junk')).toEqual([]);

    const listed = await call('PUT', `/api/users/${lapsed.id}/directory-status`, superToken, {
      isDirectoryListed: true,
    });
    expect(listed.json().user).toMatchObject({ isPubliclyListed: true });
    expect((await row(lapsed.id)).directoryStatus).toBeNull();
    expect((await publicServices('Lapsed Junk')).map((entry) => entry.id)).toEqual([lapsed.id]);

    const runsUntil = new Date(Date.now() + 100 * 86_400_000);
    const paying = await mover({ directoryStatus: 'ACTIVE', directoryExpiresAt: runsUntil });
    const off = await call('PUT', `/api/users/${paying.id}/directory-status`, superToken, {
      isDirectoryListed: false,
    });
    expect(off.json().user).toMatchObject({ isPubliclyListed: false });
    const on = await call('PUT', `/api/users/${paying.id}/directory-status`, superToken, {
      isDirectoryListed: true,
    });
    expect(on.json().user).toMatchObject({
      isPubliclyListed: true,
      directoryExpiresAt: runsUntil.toISOString(),
    });
    expect((await row(paying.id)).directoryStatus).toBe('ACTIVE');
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call(
      'PUT',
      '/api/users/00000000-0000-4000-8000-000000000000/directory-status',
      superToken,
      { isDirectoryListed: false },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/users/{id}/logo and DELETE /api/users/{id}/logo', () => {
  const uploadFor = (id: string, body: ReturnType<typeof multipart>, token = superToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });

  it('stores a re-encoded logo on the target user (field file or logo) and replaces the previous one', async () => {
    const target = await mover();
    const first = await uploadFor(target.id, multipart(await png(900, 300)));
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(new RegExp(`^/uploads/logos/${target.id}/[0-9a-f]{32}\\.webp$`));
    expect((await row(target.id)).companyLogo).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });

    const second = await uploadFor(
      target.id,
      multipart(await png(50, 50, 200), 'logo.png', 'image/png', 'logo'),
    );
    expect(second.statusCode).toBe(200);
    expect((await row(target.id)).companyLogo).toBe(second.json().url);
    expect(existsSync(fileOfUrl(t.config.uploadsDir, url))).toBe(false);
  });

  it('refuses a file that is not an image, one over 5 MB, a missing file and an unknown user', async () => {
    const target = await mover();
    const text = await uploadFor(target.id, multipart(Buffer.from('<svg onload=alert(1)>'), 'logo.png'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.fileMustBeImage });

    const big = Buffer.concat([await png(10, 10), Buffer.alloc(UPLOAD_LIMITS.logoBytes + 1024)]);
    const tooLarge = await uploadFor(target.id, multipart(big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.logoFileTooLarge });

    const wrongField = await uploadFor(
      target.id,
      multipart(await png(10, 10), 'a.png', 'image/png', 'image'),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(MESSAGES.noFileUploaded);
    expect((await row(target.id)).companyLogo).toBeNull();

    const missing = await uploadFor('00000000-0000-4000-8000-000000000000', multipart(await png(10, 10)));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.userNotFound);
  });

  it('lets the superadmin delete the logo of another user', async () => {
    const target = await mover();
    const { url } = (await uploadFor(target.id, multipart(await png(30, 30)))).json();
    const removed = await call('DELETE', `/api/users/${target.id}/logo`, superToken);
    expect(removed.statusCode).toBe(200);
    expect((await row(target.id)).companyLogo).toBeNull();
    expect(existsSync(fileOfUrl(t.config.uploadsDir, url))).toBe(false);
  });
});
