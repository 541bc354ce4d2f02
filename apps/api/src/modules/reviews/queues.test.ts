import { BULK_REVIEW_MAX, MESSAGES, REJECTION_REASON_TEXTS } from '@mariner/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctions, auditLog, banners, type NewBannerRow, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { insertBanner } from '../banners/queries.ts';

/**
 * Issue 31 item 1: the pending auctions and pending banners queues page, search (title, name,
 * e-mail, company; accents and case aside), filter and sort on the server, the spec's calls answer
 * as before, and several items are approved or rejected in one call, each as the single call would.
 */
const { t, lastMailTo, capture } = useMailCapturingApp('10.31.1');

let seller: UserRow;
let frenchSeller: UserRow;
let categoryId: string;
const tokens = { seller: '', admin: '' };

beforeAll(async () => {
  seller = (
    await createUser(t.db, {
      firstName: 'Hélène',
      lastName: 'Côté',
      email: 'helene.cote@bidqueue.example.ca',
      companyName: 'Encans Côté Ltée',
      language: 'en',
    })
  ).user;
  frenchSeller = (
    await createUser(t.db, { firstName: 'Gaëtan', email: 'gaetan@bidqueue.example.ca', language: 'fr' })
  ).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});

const get = (url: string, token = tokens.admin) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const idsOf = (body: { auctions?: { id: string }[]; banners?: { id: string }[] }) =>
  (body.auctions ?? body.banners ?? []).map((item) => item.id);

const pendingAuction = (values: Partial<Parameters<typeof createAuction>[1]> = {}) =>
  createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING', ...values });

describe('GET /api/auctions?status=PENDING (the admin queue)', () => {
  let ids: { tractor: string; quilt: string; boat: string };
  beforeAll(async () => {
    // Created in this order (oldest first); starting in another order.
    ids = {
      tractor: await pendingAuction({ title: 'Zephyr tractor dispersal', auctionStartDate: daysFromNow(9) }),
      quilt: await pendingAuction({
        title: 'Appliqué quilts of Chéticamp',
        province: 'NB',
        location: 'Moncton, NB',
        auctionStartDate: daysFromNow(3),
      }),
      boat: await pendingAuction({
        title: 'Marina boats and motors',
        sellerId: frenchSeller.id,
        auctionStartDate: daysFromNow(6),
      }),
    };
  });

  it('answers the spec’s call as before: soonest start first, the pagination alone', async () => {
    const response = await get('/api/auctions?status=PENDING&limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['auctions', 'pagination']);
    expect(Object.keys(body.pagination).sort()).toEqual(['limit', 'page', 'total', 'totalPages']);
    const mine = idsOf(body).filter((id: string) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.quilt, ids.boat, ids.tractor]);
    const starts = body.auctions.map((a: { auctionStartDate: string }) => Date.parse(a.auctionStartDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(body.auctions.every((a: { status: string }) => a.status === 'PENDING')).toBe(true);
  });

  it('finds by a part of the title, whatever the accents and case', async () => {
    for (const search of ['cheticamp', 'APPLIQUE', 'quil']) {
      const body = (await get(`/api/auctions?status=PENDING&search=${search}`)).json();
      expect(idsOf(body), search).toEqual([ids.quilt]);
    }
  });

  it('finds by the seller’s name, e-mail or company', async () => {
    for (const search of ['hélène', 'COTE', 'helene.cote@bidq', 'encans cote']) {
      const body = (await get(`/api/auctions?status=PENDING&search=${encodeURIComponent(search)}`)).json();
      expect(idsOf(body).sort(), search).toEqual([ids.quilt, ids.tractor].sort());
    }
    const byEmail = (await get('/api/auctions?status=PENDING&search=gaetan%40bidqueue')).json();
    expect(idsOf(byEmail)).toEqual([ids.boat]);
  });

  it('takes % and _ as letters', async () => {
    expect(idsOf((await get('/api/auctions?status=PENDING&search=%25')).json())).toEqual([]);
  });

  it('filters by province and sorts by newest, oldest, start date and title', async () => {
    const inNb = (await get('/api/auctions?status=PENDING&province=NB')).json();
    expect(idsOf(inNb)).toEqual([ids.quilt]);
    const order = async (sort: string) =>
      idsOf((await get(`/api/auctions?status=PENDING&search=bidqueue&sort=${sort}`)).json());
    expect(await order('newest')).toEqual([ids.boat, ids.quilt, ids.tractor]);
    expect(await order('oldest')).toEqual([ids.tractor, ids.quilt, ids.boat]);
    expect(await order('startDate')).toEqual([ids.quilt, ids.boat, ids.tractor]);
    expect(await order('title')).toEqual([ids.quilt, ids.boat, ids.tractor]);
  });

  it('pages', async () => {
    const first = (await get('/api/auctions?status=PENDING&search=bidqueue&sort=oldest&limit=2')).json();
    expect(idsOf(first)).toEqual([ids.tractor, ids.quilt]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = (
      await get('/api/auctions?status=PENDING&search=bidqueue&sort=oldest&limit=2&page=2')
    ).json();
    expect(idsOf(second)).toEqual([ids.boat]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['sort=loudest', 'province=ZZ', 'page=0', 'limit=abc', `search=${'x'.repeat(300)}`]) {
      expect((await get(`/api/auctions?status=PENDING&${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows a non-admin the public listing, never the queue', async () => {
    for (const token of [tokens.seller, '']) {
      const body = (await get('/api/auctions?status=PENDING&search=bidqueue', token)).json();
      expect(idsOf(body)).toEqual([]);
    }
  });
});

async function pendingBanner(values: Partial<NewBannerRow> = {}): Promise<string> {
  const row = await insertBanner(t.db, {
    advertiserId: seller.id,
    advertiserName: 'Harbour Movers',
    contactEmail: 'ads@harbour.example.ca',
    targetUrl: 'https://harbour.example.ca/spring',
    imageUrl: 'https://mariner.example/uploads/banner.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(2),
    endDate: daysFromNow(32),
    status: 'PENDING',
    ...values,
  });
  return row.id;
}

describe('GET /api/banners/admin?status=PENDING (the admin queue)', () => {
  let ids: { bakery: string; forge: string };
  beforeAll(async () => {
    ids = {
      bakery: await pendingBanner({ advertiserName: 'Boulangerie Érablière', startDate: daysFromNow(5) }),
      forge: await pendingBanner({
        advertiserName: 'Anvil Forge Supply',
        advertiserId: frenchSeller.id,
        contactEmail: 'sales@anvilforge.example.ca',
        placement: 'HOMEPAGE',
        size: 'LEADERBOARD',
        startDate: daysFromNow(1),
      }),
    };
  });

  it('answers the spec’s call as before: newest first, the pagination alone', async () => {
    const body = (await get('/api/banners/admin?status=PENDING')).json();
    expect(Object.keys(body).sort()).toEqual(['banners', 'pagination']);
    expect(body.pagination.limit).toBe(20);
    const mine = idsOf(body).filter((id: string) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.forge, ids.bakery]);
  });

  it('searches the banner’s name and e-mail and the advertiser’s account', async () => {
    const find = async (search: string) =>
      idsOf((await get(`/api/banners/admin?status=PENDING&search=${encodeURIComponent(search)}`)).json());
    expect(await find('erabliere')).toEqual([ids.bakery]);
    expect(await find('ANVILFORGE')).toEqual([ids.forge]);
    expect(await find('gaetan')).toEqual([ids.forge]);
    expect(await find('côté')).toContain(ids.bakery);
    expect(await find('côté')).not.toContain(ids.forge);
  });

  it('filters by placement and sorts', async () => {
    const both = 'search=e&status=PENDING';
    const onHome = idsOf((await get(`/api/banners/admin?${both}&placement=HOMEPAGE`)).json());
    expect(onHome).toContain(ids.forge);
    expect(onHome).not.toContain(ids.bakery);
    const order = async (sort: string) =>
      idsOf((await get(`/api/banners/admin?${both}&sort=${sort}`)).json()).filter((id: string) =>
        Object.values(ids).includes(id),
      );
    expect(await order('oldest')).toEqual([ids.bakery, ids.forge]);
    expect(await order('startDate')).toEqual([ids.forge, ids.bakery]);
    expect(await order('name')).toEqual([ids.forge, ids.bakery]);
  });

  it('refuses bad parameters with 400, and non-admins with 401 or 403', async () => {
    for (const query of ['sort=size', 'placement=MOON', 'page=-1']) {
      expect((await get(`/api/banners/admin?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/banners/admin?status=PENDING', tokens.seller)).statusCode).toBe(403);
    expect((await get('/api/banners/admin?status=PENDING', '')).statusCode).toBe(401);
  });
});

const bulk = (kind: 'auctions' | 'banners', payload: object, token = tokens.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${kind}/bulk-review`,
    headers: token ? bearer(token) : {},
    payload,
  });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /api/auctions/bulk-review', () => {
  it('approves each item it can and answers every id’s outcome', async () => {
    const a = await pendingAuction();
    const b = await pendingAuction();
    const unpaid = await pendingAuction({ status: 'AWAITING_PAYMENT' });
    const response = await bulk('auctions', { ids: [a, UNKNOWN, b, unpaid, a], action: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: a, ok: true },
      { id: UNKNOWN, ok: false, error: MESSAGES.auctionNotFound },
      { id: b, ok: true },
      { id: unpaid, ok: false, error: MESSAGES.auctionAwaitingPayment },
    ]);
    const rows = await t.db
      .select()
      .from(auctions)
      .where(inArray(auctions.id, [a, b, unpaid]));
    const statusOf = (id: string) => rows.find((row) => row.id === id)?.status;
    expect([statusOf(a), statusOf(b), statusOf(unpaid)]).toEqual([
      'APPROVED',
      'APPROVED',
      'AWAITING_PAYMENT',
    ]);
  });

  it('rejects with one reason for all, stored and mailed to each seller in their language', async () => {
    const english = await pendingAuction({ title: 'Harbourside estate sale' });
    const french = await pendingAuction({ sellerId: frenchSeller.id, title: 'Vente de succession' });
    const response = await bulk('auctions', {
      ids: [english, french],
      action: 'reject',
      reason: { code: 'PICTURES', note: 'Photos are blurry.' },
    });
    expect(response.json().results).toEqual([
      { id: english, ok: true },
      { id: french, ok: true },
    ]);
    for (const id of [english, french]) {
      const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
      expect(row).toMatchObject({
        status: 'REJECTED',
        rejectionCode: 'PICTURES',
        rejectionNote: 'Photos are blurry.',
      });
    }
    expect((await lastMailTo(seller.email)).text).toContain(REJECTION_REASON_TEXTS.en.PICTURES);
    const frenchMail = capture.sent.filter((mail) => mail.to === frenchSeller.email).at(-1);
    expect(frenchMail?.text).toContain(REJECTION_REASON_TEXTS.fr.PICTURES);
    expect(frenchMail?.text).toContain('Photos are blurry.');
  });

  it('refuses an empty list, too many ids, a bad id, an unknown action or a bad reason with 400', async () => {
    const id = await pendingAuction();
    const cases: [object, string | undefined][] = [
      [{ ids: [], action: 'approve' }, MESSAGES.bulkReviewIdsRequired],
      [
        { ids: Array.from({ length: BULK_REVIEW_MAX + 1 }, () => crypto.randomUUID()), action: 'approve' },
        MESSAGES.bulkReviewTooMany,
      ],
      [{ ids: ['not-a-uuid'], action: 'approve' }, undefined],
      [{ ids: [id], action: 'delete' }, undefined],
      [{ ids: [id], action: 'reject', reason: { code: 'OTHER' } }, MESSAGES.rejectionNoteRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await bulk('auctions', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row?.status).toBe('PENDING');
  });

  it('is for admins only', async () => {
    const id = await pendingAuction();
    expect((await bulk('auctions', { ids: [id], action: 'approve' }, tokens.seller)).statusCode).toBe(403);
    expect((await bulk('auctions', { ids: [id], action: 'approve' }, '')).statusCode).toBe(401);
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row?.status).toBe('PENDING');
  });
});

describe('POST /api/banners/bulk-review', () => {
  it('approves and rejects each banner as the single call does', async () => {
    const a = await pendingBanner();
    const b = await pendingBanner();
    const approved = await bulk('banners', { ids: [a, UNKNOWN], action: 'approve' });
    expect(approved.json().results).toEqual([
      { id: a, ok: true },
      { id: UNKNOWN, ok: false, error: expect.any(String) },
    ]);
    const rejected = await bulk('banners', {
      ids: [b],
      action: 'reject',
      reason: { code: 'OFF_TOPIC', note: null },
    });
    expect(rejected.json().results).toEqual([{ id: b, ok: true }]);
    const rows = await t.db
      .select()
      .from(banners)
      .where(inArray(banners.id, [a, b]));
    expect(rows.find((row) => row.id === a)?.status).toBe('APPROVED');
    expect(rows.find((row) => row.id === b)).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'OFF_TOPIC',
    });
    // Issue 31 item 5: each decision of a bulk review is in the audit log, as a single one is.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.subjectId, [a, b]));
    expect(audited.map((entry) => [entry.subjectId, entry.action, entry.reasonCode]).sort()).toEqual(
      [
        [a, 'banner.approve', null],
        [b, 'banner.reject', 'OFF_TOPIC'],
      ].sort(),
    );
    expect((await lastMailTo(seller.email)).text).toContain(REJECTION_REASON_TEXTS.en.OFF_TOPIC);
  });

  it('is for admins only and checks its body', async () => {
    const id = await pendingBanner();
    expect((await bulk('banners', { ids: [id], action: 'approve' }, tokens.seller)).statusCode).toBe(403);
    expect((await bulk('banners', { ids: [id], action: 'approve' }, '')).statusCode).toBe(401);
    expect((await bulk('banners', { ids: [id] })).statusCode).toBe(400);
  });
});
