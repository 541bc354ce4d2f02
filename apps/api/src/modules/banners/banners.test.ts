import { existsSync } from 'node:fs';
import {
  BANNER_MESSAGES,
  bannerPrice,
  describeInvoiceLine,
  type InvoiceLine,
  MESSAGES,
  UPLOAD_LIMITS,
} from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { banners, invoices, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { fileOfUrl, multipart, png } from '../../test/uploads.ts';

let t: TestApp;
let owner: UserRow;
let freeUser: UserRow;
type Who = 'anonymous' | 'owner' | 'other' | 'admin' | 'superadmin' | 'free';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = {
  owner: '',
  other: '',
  admin: '',
  superadmin: '',
  free: '',
};

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createUser(t.db, { province: 'NS' })).user;
  freeUser = (await createUser(t.db, { freeBannerAds: true })).user;
  const other = (await createUser(t.db)).user;
  const admin = (await createUser(t.db, { role: 'ADMIN' })).user;
  for (const user of [owner, other, admin]) await saveTestCard(t.app, user);
  tokens.owner = await loginAs(t.app, owner);
  tokens.other = await loginAs(t.app, other);
  tokens.admin = await loginAs(t.app, admin);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
  tokens.free = await loginAs(t.app, freeUser);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const auth = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: auth(who), ...(payload ? { payload } : {}) });

const upload = (content: Buffer, who: Who = 'owner', filename = 'banner.png', type = 'image/png') => {
  const body = multipart(content, filename, type, 'image');
  return t.app.inject({
    method: 'POST',
    url: '/api/banners/upload',
    payload: body.payload,
    headers: { ...body.headers, ...auth(who) },
  });
};

async function uploadedUrl(who: Who = 'owner', width = 250, height = 250): Promise<string> {
  const response = await upload(await png(width, height), who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().imageUrl;
}

const payload = (imageUrl: string, overrides: Record<string, unknown> = {}) => ({
  advertiserName: 'Harbour Movers',
  contactEmail: 'ads@harbour.example.ca',
  targetUrl: 'https://harbour.example.ca/spring',
  placement: 'HOMEPAGE_SIDEBAR_1',
  size: 'SQUARE',
  startDate: daysFromNow(2).toISOString(),
  endDate: daysFromNow(32).toISOString(),
  imageUrl,
  ...overrides,
});

const create = async (who: Who = 'owner', overrides: Record<string, unknown> = {}) =>
  request(
    'POST',
    '/api/banners',
    who,
    payload(await uploadedUrl(who === 'anonymous' ? 'owner' : who), overrides),
  );

const rowOf = async (id: string) => (await t.db.select().from(banners).where(eq(banners.id, id)))[0];
const invoiceRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

/** Pays a banner's invoice through checkout with Stripe's test visa. */
async function pay(bannerId: string, invoiceId: string) {
  const intent = await request('POST', '/api/payments/create-payment-intent', 'owner', {
    paymentType: 'BANNER_AD',
    bannerAdId: bannerId,
    province: 'NS',
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await request('POST', '/api/payments/confirm-payment', 'owner', {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId,
    bannerAdId: bannerId,
    paymentMethodId: 'pm_card_visa',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('POST /api/banners/upload', () => {
  it('needs a login', async () => {
    expect((await upload(await png(250, 250), 'anonymous')).statusCode).toBe(401);
  });

  it('re-encodes to WebP at the original size and reports the actual width and height', async () => {
    const response = await upload(await png(970, 90));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ width: 970, height: 90 });
    expect(body.imageUrl).toMatch(new RegExp(`^/uploads/banners/${owner.id}/[0-9a-f]{32}\\.webp$`));
    const file = fileOfUrl(t.config.uploadsDir, body.imageUrl);
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 970, height: 90 });
  });

  it('judges by content: a PNG named .gif is fine; JPEG and GIF are accepted', async () => {
    const renamed = await upload(await png(300, 200), 'owner', 'banner.gif', 'image/gif');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ width: 300, height: 200 });
    const base = sharp({ create: { width: 250, height: 250, channels: 3, background: '#336699' } });
    expect(
      (await upload(await base.clone().jpeg().toBuffer(), 'owner', 'a.jpg', 'image/jpeg')).statusCode,
    ).toBe(200);
    const gif = await upload(await base.clone().gif().toBuffer(), 'owner', 'a.gif', 'image/gif');
    expect(gif.statusCode, gif.body).toBe(200);
    expect(gif.json()).toMatchObject({ width: 250, height: 250 });
  });

  it('refuses a text file and a WebP (not JPG, PNG or GIF) with 415', async () => {
    const text = await upload(Buffer.from('hello, not an image'), 'owner', 'banner.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MESSAGES.bannerInvalidType);
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(webp, 'owner', 'banner.png')).statusCode).toBe(415);
    const truncated = (await png(250, 250)).subarray(0, 40);
    expect((await upload(truncated)).statusCode).toBe(415);
  });

  it('refuses more than 2 MB with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(UPLOAD_LIMITS.bannerBytes)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MESSAGES.bannerFileTooLarge);
  });

  it('wants the `image` field', async () => {
    const body = multipart(await png(10, 10), 'a.png', 'image/png', 'file');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/banners/upload',
      payload: body.payload,
      headers: { ...body.headers, ...auth('owner') },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/banners: rules (spec 001 §5)', () => {
  const fieldsOf = async (overrides: Record<string, unknown>) => {
    const response = await request('POST', '/api/banners', 'owner', payload(await uploadedUrl(), overrides));
    expect(response.statusCode).toBe(400);
    return response.json().fields as Record<string, string>;
  };

  it('needs a login', async () => {
    expect((await create('anonymous')).statusCode).toBe(401);
  });

  it('reports every rule with its message', async () => {
    expect((await fieldsOf({ advertiserName: '  ' })).advertiserName).toBe(
      BANNER_MESSAGES.advertiserNameRequired,
    );
    expect((await fieldsOf({ contactEmail: 'nope' })).contactEmail).toBe(MESSAGES.mustBeValidEmail);
    expect((await fieldsOf({ contactEmail: '' })).contactEmail).toBe(MESSAGES.mustBeValidEmail);
    for (const targetUrl of ['not a url', 'javascript:alert(1)', 'ftp://x.ca/a', '//evil.example']) {
      expect((await fieldsOf({ targetUrl })).targetUrl).toBe(MESSAGES.mustBeValidUrl);
    }
    expect((await fieldsOf({ startDate: daysFromNow(-1).toISOString() })).startDate).toBe(
      MESSAGES.startDateInFuture,
    );
    expect(
      (await fieldsOf({ startDate: daysFromNow(5).toISOString(), endDate: daysFromNow(4).toISOString() }))
        .endDate,
    ).toBe(MESSAGES.endDateAfterStart);
    expect((await fieldsOf({ imageUrl: '' })).imageUrl).toBe(MESSAGES.uploadBannerImage);
    expect((await fieldsOf({ placement: undefined })).placement).toBe(BANNER_MESSAGES.placementRequired);
    expect((await fieldsOf({ size: 'HUGE' })).size).toBe(BANNER_MESSAGES.sizeRequired);
  });

  it('bounds the dates to what is sold: 400, never a price past an invoice (issue 25, defect 9)', async () => {
    const farEnd = await request(
      'POST',
      '/api/banners',
      'owner',
      payload(await uploadedUrl(), { endDate: '9999-12-31T00:00:00.000Z' }),
    );
    expect(farEnd.statusCode, farEnd.body).toBe(400);
    expect(farEnd.json().fields.endDate).toBe(BANNER_MESSAGES.runTooLong);
    expect(
      (await fieldsOf({ startDate: daysFromNow(366).toISOString(), endDate: daysFromNow(380).toISOString() }))
        .startDate,
    ).toBe(BANNER_MESSAGES.startTooFar);
    expect(
      (await fieldsOf({ startDate: daysFromNow(2).toISOString(), endDate: daysFromNow(369).toISOString() }))
        .endDate,
    ).toBe(BANNER_MESSAGES.runTooLong);
    // The longest run sold, starting as late as allowed, is priced per started period.
    const start = daysFromNow(364);
    const longest = await create('owner', {
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 366 * DAY).toISOString(),
    });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().invoice.amount).toBe(14900 * 13);
  });

  it('refuses an image that was not uploaded here by this user', async () => {
    const response = await request(
      'POST',
      '/api/banners',
      'owner',
      payload('https://elsewhere.example/banner.png'),
    );
    expect(response.json().fields).toEqual({ imageUrl: MESSAGES.uploadBannerImage });
    const others = await uploadedUrl('other');
    expect((await request('POST', '/api/banners', 'owner', payload(others))).json().fields).toEqual({
      imageUrl: MESSAGES.uploadBannerImage,
    });
  });

  it('takes a placement only with the size it fits; HOMEPAGE fits neither', async () => {
    const fits = [
      ['LEADERBOARD', 'HOMEPAGE_FEATURED'],
      ['SQUARE', 'HOMEPAGE_SIDEBAR_2'],
      ['SQUARE', 'CATEGORY_PAGE'],
      ['SQUARE', 'LISTING_DETAIL'],
    ];
    for (const [size, placement] of fits)
      expect((await create('free', { size, placement })).statusCode).toBe(201);
    const misfits = [
      ['LEADERBOARD', 'HOMEPAGE_SIDEBAR_1'],
      ['LEADERBOARD', 'CATEGORY_PAGE'],
      ['SQUARE', 'HOMEPAGE_FEATURED'],
      ['SQUARE', 'HOMEPAGE'],
      ['LEADERBOARD', 'HOMEPAGE'],
    ];
    for (const [size, placement] of misfits) {
      expect((await fieldsOf({ size, placement })).placement).toBe(BANNER_MESSAGES.placementSize);
    }
  });
});

describe('POST /api/banners: payment (decision 4)', () => {
  it('invoices an ordinary advertiser per started 30-day period and waits for payment', async () => {
    const response = await create('owner', {
      size: 'LEADERBOARD',
      placement: 'HOMEPAGE_FEATURED',
      startDate: daysFromNow(1).toISOString(),
      endDate: daysFromNow(32).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.paymentRequired).toBe(true);
    expect(body.invoice.amount).toBe(29900 * 2);
    expect(body.banner).toMatchObject({ status: 'AWAITING_PAYMENT', advertiserId: owner.id, impressions: 0 });
    const invoice = await invoiceRow(body.invoice.id);
    expect(invoice).toMatchObject({
      itemType: 'BANNER_AD',
      bannerId: body.id,
      description: 'Banner ad — Leaderboard, home page top (featured): Harbour Movers',
    });
    // Exactly 30 days is one period (two separate daysFromNow() calls could be a millisecond over).
    const start = daysFromNow(1);
    expect(bannerPrice(14900, start, new Date(start.getTime() + 30 * DAY))).toBe(14900);

    // Not reviewable before payment; payment sends it to review.
    expect((await request('PUT', `/api/banners/${body.id}/approve`, 'admin')).statusCode).toBe(409);
    await pay(body.id, body.invoice.id);
    expect((await rowOf(body.id))?.status).toBe('PENDING');
  });

  it('quotes at checkout what the form showed before it (issue 30 item 3): 31 days are 2 periods', async () => {
    // CreateBannerPage.test.tsx shows these same numbers for the same run, from the same functions.
    const start = daysFromNow(2);
    const response = await create('owner', {
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 31 * DAY).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const quote = await request('POST', '/api/payments/quote', 'owner', {
      paymentType: 'BANNER_AD',
      bannerAdId: body.id,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // The account's province (NS, 14 % HST since 2025-04-01) is the checkout's default.
    expect(quote.json()).toMatchObject({ subtotal: 29800, tax: 4172, total: 33972, province: 'NS' });
  });

  it('names what was bought as data, written in each language without internal codes (issue 30 item 6)', async () => {
    const body = (await create('owner')).json();
    const line = {
      itemType: 'BANNER_AD',
      size: 'SQUARE',
      placement: 'HOMEPAGE_SIDEBAR_1',
      advertiserName: 'Harbour Movers',
    };
    const list = (await request('GET', '/api/invoices?limit=100', 'owner')).json();
    const row = list.invoices.find((invoice: { id: string }) => invoice.id === body.invoice.id);
    expect(row).toMatchObject({
      line,
      description: 'Banner ad — Square, home page sidebar, first: Harbour Movers',
    });
    const data = (await request('GET', `/api/invoices/${body.invoice.id}/data`, 'owner')).json().data;
    expect(data.items[0].line).toEqual(line);
    // Unpaid, it names its item so the invoice page offers Pay now.
    expect(data).toMatchObject({ status: 'pending', item: { type: 'BANNER_AD', id: body.id } });
    expect(describeInvoiceLine(line as InvoiceLine, 'fr')).toBe(
      'Bannière publicitaire — Carré, barre latérale de la page d’accueil, 1re position\u00a0: Harbour Movers',
    );
    // Once the banner is gone, its stored words stand, which name no codes either.
    expect((await request('DELETE', `/api/banners/${body.id}`, 'owner')).statusCode).toBe(200);
    const after = (await request('GET', `/api/invoices/${body.invoice.id}/data`, 'owner')).json().data;
    expect(after.items[0]).toMatchObject({ line: null, description: row.description });
    expect(after).toMatchObject({ status: 'failed', item: null });
  });

  it('needs no payment with free banner ads or for a superadmin', async () => {
    const free = (await create('free')).json();
    expect(free).toMatchObject({ paymentRequired: false, invoice: null, banner: { status: 'PENDING' } });
    const superBody = (await create('superadmin')).json();
    expect(superBody).toMatchObject({ paymentRequired: false, invoice: null, banner: { status: 'PENDING' } });
  });

  it('lets only a superadmin create for someone else', async () => {
    const forOwner = await create('superadmin', { advertiserId: owner.id });
    expect(forOwner.statusCode, forOwner.body).toBe(201);
    expect(forOwner.json()).toMatchObject({ paymentRequired: false, banner: { advertiserId: owner.id } });
    for (const who of ['owner', 'admin'] as const) {
      const response = await create(who, { advertiserId: freeUser.id });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('lists, review, delete', () => {
  it('my-banners is the caller’s own with stats; admin list filters by status; others are refused', async () => {
    const { id } = (await create('owner')).json();
    const mine = await request('GET', '/api/banners/my-banners', 'owner');
    expect(mine.json().banners.map((banner: { id: string }) => banner.id)).toContain(id);
    expect(
      mine.json().banners.every((banner: { advertiserId: string }) => banner.advertiserId === owner.id),
    ).toBe(true);
    expect((await request('GET', '/api/banners/my-banners', 'anonymous')).statusCode).toBe(401);

    expect((await request('GET', '/api/banners/admin', 'owner')).statusCode).toBe(403);
    expect((await request('GET', '/api/banners/admin', 'anonymous')).statusCode).toBe(401);
    const pending = await request('GET', '/api/banners/admin?status=PENDING', 'admin');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().pagination.total).toBeGreaterThan(0);
    expect(pending.json().banners.every((banner: { status: string }) => banner.status === 'PENDING')).toBe(
      true,
    );
  });

  it('approve and reject are for admins; rejecting a paid banner refunds it', async () => {
    const body = (await create('owner')).json();
    await pay(body.id, body.invoice.id);
    for (const who of ['anonymous', 'owner', 'other'] as const) {
      expect((await request('PUT', `/api/banners/${body.id}/reject`, who)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    }
    const rejected = await request('PUT', `/api/banners/${body.id}/reject`, 'admin');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().banner.status).toBe('REJECTED');
    expect(await invoiceRow(body.invoice.id)).toMatchObject({ status: 'refunded' });

    const free = (await create('free')).json();
    const approved = await request('PUT', `/api/banners/${free.id}/approve`, 'superadmin');
    expect(approved.json().banner.status).toBe('APPROVED');
    await t.db
      .update(banners)
      .set({ startDate: daysFromNow(-1) })
      .where(eq(banners.id, free.id));
    const active = await request('GET', '/api/banners/admin?status=ACTIVE', 'admin');
    expect(active.json().banners.map((banner: { id: string }) => banner.id)).toContain(free.id);
    expect((await request('PUT', `/api/banners/${crypto.randomUUID()}/approve`, 'admin')).statusCode).toBe(
      404,
    );
  });

  it('delete: owner or admin; deletes the file and voids an unpaid invoice', async () => {
    const body = (await create('owner')).json();
    expect((await request('DELETE', `/api/banners/${body.id}`, 'anonymous')).statusCode).toBe(401);
    expect((await request('DELETE', `/api/banners/${body.id}`, 'other')).statusCode).toBe(403);
    const file = fileOfUrl(t.config.uploadsDir, body.banner.imageUrl);
    expect(existsSync(file)).toBe(true);
    expect((await request('DELETE', `/api/banners/${body.id}`, 'owner')).statusCode).toBe(200);
    expect(await rowOf(body.id)).toBeUndefined();
    // Uploads are stored by content, and a renewal (issue 30 item 6) shows its banner's file: the
    // file goes with the last banner that shows it, and stays while another one does.
    const stillShown = await t.db.select().from(banners).where(eq(banners.imageUrl, body.banner.imageUrl));
    expect(existsSync(file)).toBe(stillShown.length > 0);
    for (const other of stillShown) {
      expect((await request('DELETE', `/api/banners/${other.id}`, 'admin')).statusCode).toBe(200);
    }
    expect(existsSync(file)).toBe(false);
    expect((await invoiceRow(body.invoice.id))?.status).toBe('failed');

    const second = (await create('owner')).json();
    expect((await request('DELETE', `/api/banners/${second.id}`, 'admin')).statusCode).toBe(200);
    expect((await request('DELETE', `/api/banners/${second.id}`, 'admin')).statusCode).toBe(404);
  });
});

describe('approving after a refund (issue 25, defect 8)', () => {
  const invoicesOf = (bannerId: string) =>
    t.db.select().from(invoices).where(eq(invoices.bannerId, bannerId)).orderBy(invoices.createdAt);

  /** A banner bought, paid, rejected and so refunded; being served from now on once approved. */
  async function refundedBanner() {
    const body = (await create('owner')).json();
    await pay(body.id, body.invoice.id);
    expect((await request('PUT', `/api/banners/${body.id}/reject`, 'admin')).statusCode).toBe(200);
    expect((await invoiceRow(body.invoice.id))?.status).toBe('refunded');
    await t.db
      .update(banners)
      .set({ startDate: daysFromNow(-1) })
      .where(eq(banners.id, body.id));
    return body as { id: string; invoice: { id: string; amount: number } };
  }

  const servedIds = async () => {
    const home = (await request('GET', '/api/banners/homepage', 'anonymous')).json();
    return home.sidebarBanners.map((banner: { id: string }) => banner.id);
  };

  it('sends a refunded banner back to awaiting payment with a new invoice, served only once paid again', async () => {
    const banner = await refundedBanner();
    const approved = await request('PUT', `/api/banners/${banner.id}/approve`, 'admin');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().banner.status).toBe('AWAITING_PAYMENT');
    const [refunded, fresh] = await invoicesOf(banner.id);
    expect(refunded).toMatchObject({ id: banner.invoice.id, status: 'refunded' });
    // Priced like a first purchase, for the banner's dates as they are now.
    const row = await rowOf(banner.id);
    expect(fresh).toMatchObject({
      status: 'pending',
      subtotalCents: bannerPrice(14900, row?.startDate ?? '', row?.endDate ?? ''),
      userId: owner.id,
    });
    expect(await servedIds()).not.toContain(banner.id);
    expect((await request('GET', `/api/banners/${banner.id}/click`, 'anonymous')).statusCode).toBe(404);

    // Paid again, it goes to review like a first purchase; approved then, it is served.
    await pay(banner.id, fresh?.id ?? '');
    expect((await rowOf(banner.id))?.status).toBe('PENDING');
    const again = await request('PUT', `/api/banners/${banner.id}/approve`, 'admin');
    expect(again.json().banner.status).toBe('ACTIVE');
    expect(await invoicesOf(banner.id)).toHaveLength(2);
    // Served again (its slot rotates among every live banner of the file, so its click says so).
    expect((await request('GET', `/api/banners/${banner.id}/click`, 'anonymous')).statusCode).toBe(302);
  });

  it('approves at once when the banner costs its advertiser nothing now', async () => {
    const banner = await refundedBanner();
    await t.db.update(users).set({ freeBannerAds: true }).where(eq(users.id, owner.id));
    try {
      const approved = await request('PUT', `/api/banners/${banner.id}/approve`, 'admin');
      expect(approved.json().banner.status).toBe('ACTIVE');
      expect(await invoicesOf(banner.id)).toHaveLength(1);
    } finally {
      await t.db.update(users).set({ freeBannerAds: false }).where(eq(users.id, owner.id));
    }
  });

  it('catches an approval made while the refund was on its way', async () => {
    const body = (await create('owner')).json();
    await pay(body.id, body.invoice.id);
    const refund = t.app.payments.refund.bind(t.app.payments);
    const spy = vi.spyOn(t.app.payments, 'refund').mockImplementationOnce(async (input) => {
      const approved = await request('PUT', `/api/banners/${body.id}/approve`, 'admin');
      expect(approved.json().banner.status).toBe('APPROVED');
      return refund(input);
    });
    try {
      expect((await request('PUT', `/api/banners/${body.id}/reject`, 'admin')).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect((await rowOf(body.id))?.status).toBe('AWAITING_PAYMENT');
    expect((await invoicesOf(body.id)).map((invoice) => invoice.status)).toEqual(['refunded', 'pending']);
  });
});
