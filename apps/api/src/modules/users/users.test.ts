import { existsSync } from 'node:fs';
import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { fileOfUrl as fileOfStoredUrl, multipart, png } from '../../test/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Gilbert',
  lastName: 'Blythe',
  companyName: 'Avonlea Auctions',
  companyPhone: '(902) 555-0199',
  companyWebsite: 'https://avonlea.example',
  province: 'PE',
  advertiserType: 'AUCTIONEER',
  ...overrides,
});

const uploadLogo = (token: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/upload-logo',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });

const fileOfUrl = (url: string) => fileOfStoredUrl(t.config.uploadsDir, url);

describe('profile', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: MESSAGES.authenticationRequired });
  });

  it('answers the own record without secrets', async () => {
    const { user } = await createUser(t.db, { province: 'NS' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(await loginAs(t.app, user)),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, province: 'NS', role: 'SELLER' });
    expect(body.user.createdAt).toBe(user.createdAt.toISOString());
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('updates the profile but never the e-mail', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: profile({ email: 'hijack@example.ca', role: 'SUPERADMIN' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: user.email,
      role: 'SELLER',
      firstName: 'Gilbert',
      companyName: 'Avonlea Auctions',
      province: 'PE',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('requires a company name for a seller', async () => {
    const { user } = await createUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(await loginAs(t.app, user)),
      payload: profile({ companyName: '', advertiserType: null }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: MESSAGES.validationFailed,
      fields: { companyName: MESSAGES.companyNameRequired },
    });
  });

  it('lets a USER without advertiser type leave the company empty', async () => {
    const { user } = await createUser(t.db, { role: 'USER' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(await loginAs(t.app, user)),
      payload: profile({ companyName: null, advertiserType: '' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ companyName: null, advertiserType: null });
  });

  it('gives the spec messages for phone, website, contact e-mail and province', async () => {
    const { user } = await createUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(await loginAs(t.app, user)),
      payload: profile({
        companyPhone: 'call me maybe',
        companyWebsite: 'avonlea.example',
        companyContactEmail: 'not-an-email',
        province: 'XX',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      companyPhone: MESSAGES.invalidPhoneFormat,
      companyWebsite: MESSAGES.websiteMustStartWithHttp,
      companyContactEmail: MESSAGES.invalidEmailFormat,
    });
    expect(response.json().fields.province).toBeTruthy();
  });
});

describe('logo', () => {
  it('re-encodes an uploaded PNG to WebP, serves it immutable and replaces the previous one', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const first = await uploadLogo(token, multipart(await png(1200, 600)));
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(new RegExp(`^/uploads/logos/${user.id}/[0-9a-f]{32}\\.webp$`));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.companyLogo).toBe(url);

    const second = await uploadLogo(token, multipart(await png(300, 300)));
    expect(second.statusCode).toBe(200);
    expect(existsSync(fileOfUrl(second.json().url))).toBe(true);
    expect(existsSync(fileOfUrl(url))).toBe(false);
  });

  it('accepts a large real image under the 5 MB limit (the 1 MiB JSON limit does not apply)', async () => {
    const { user } = await createUser(t.db);
    const noise = await sharp(
      Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 900, height: 900, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await uploadLogo(await loginAs(t.app, user), multipart(noise));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a text file named .png with 415', async () => {
    const { user } = await createUser(t.db);
    const response = await uploadLogo(
      await loginAs(t.app, user),
      multipart(Buffer.from('<?php echo 1; ?>'), 'logo.png'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.fileMustBeImage });
  });

  it('refuses a file over 5 MB with 413 and the logo message', async () => {
    const { user } = await createUser(t.db);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await uploadLogo(await loginAs(t.app, user), multipart(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.logoFileTooLarge });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.companyLogo).toBeNull();
  });

  it('asks for a file when none is sent', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const wrongField = await uploadLogo(token, multipart(await png(10, 10), 'a.png', 'image/png', 'other'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.noFileUploaded });
    const boundary = 'emptyboundary';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-logo',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.noFileUploaded);
  });

  it('lets only the owner or a superadmin delete a logo', async () => {
    const { user: owner } = await createUser(t.db);
    const { user: other } = await createUser(t.db);
    const { user: admin } = await createUser(t.db, { role: 'SUPERADMIN' });
    const ownerToken = await loginAs(t.app, owner);
    const { url } = (await uploadLogo(ownerToken, multipart(await png(50, 50)))).json();
    const remove = (id: string, token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${id}/logo`, headers: bearer(token) });

    const forbidden = await remove(owner.id, await loginAs(t.app, other));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.forbidden });
    expect(existsSync(fileOfUrl(url))).toBe(true);

    const adminToken = await loginAs(t.app, admin);
    const allowed = await remove(owner.id, adminToken);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ success: true });
    expect(existsSync(fileOfUrl(url))).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.companyLogo).toBeNull();

    const missing = await remove('00000000-0000-4000-8000-000000000000', adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.userNotFound });

    expect((await remove(owner.id, ownerToken)).statusCode).toBe(200);
  });
});
