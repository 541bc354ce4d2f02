import { MESSAGES, REJECTION_NOTE_MAX, REJECTION_REASON_TEXTS } from '@mariner/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctions, banners, invoices, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { insertBanner } from '../banners/queries.ts';

/**
 * Issue 31 item 2: a rejection carries a reason (a code of contracts' list and a note), stored,
 * answered to the owner and admins only, mailed in the owner's language; the owner's resubmission
 * goes back to review with no new invoice; the spec's reject call without a body still works.
 */
const { t, capture, lastMailTo } = useMailCapturingApp('10.31.2');

let seller: UserRow;
let frenchSeller: UserRow;
let categoryId: string;
const tokens = { seller: '', frenchSeller: '', other: '', admin: '' };
type Who = keyof typeof tokens | 'anonymous';
const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));

beforeAll(async () => {
  seller = (await createUser(t.db, { firstName: 'Anne', language: 'en' })).user;
  frenchSeller = (await createUser(t.db, { firstName: 'Évangéline', language: 'fr' })).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.frenchSeller = await loginAs(t.app, frenchSeller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});

/**
 * The texts of every mail sent to `to` so far (drained first): mails of earlier tests may be drained
 * in the same batch, in any order, so the one a test expects is looked for among them.
 */
async function mailTextsTo(to: string): Promise<string> {
  await lastMailTo(to);
  return capture.sent
    .filter((mail) => mail.to === to)
    .map((mail) => `${mail.subject}\n${mail.text}`)
    .join('\n---\n');
}

const invoiceCount = async () => (await t.db.select({ n: count() }).from(invoices))[0]?.n ?? 0;

const reject = (kind: 'auctions' | 'banners', id: string, payload?: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/${kind}/${id}/reject`,
    headers: headersOf('admin'),
    ...(payload ? { payload } : {}),
  });

const pendingAuction = (owner: UserRow = seller) =>
  createAuction(t.app, { sellerId: owner.id, categoryId, status: 'PENDING' });

async function pendingBanner(owner: UserRow = seller): Promise<string> {
  const row = await insertBanner(t.db, {
    advertiserId: owner.id,
    advertiserName: 'Harbour Movers',
    contactEmail: 'ads@harbour.example.ca',
    targetUrl: 'https://harbour.example.ca/spring',
    imageUrl: 'https://mariner.example/uploads/banner.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(2),
    endDate: daysFromNow(32),
    status: 'PENDING',
  });
  return row.id;
}

describe('PUT /api/auctions/:id/reject with a reason', () => {
  it('stores the reason and answers it to the seller and admins, never to others', async () => {
    const id = await pendingAuction();
    const response = await reject('auctions', id, { code: 'DUPLICATE', note: 'Same sale as last week.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().auction.rejection).toMatchObject({
      code: 'DUPLICATE',
      note: 'Same sale as last week.',
    });
    const row = (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];
    expect(row).toMatchObject({
      status: 'REJECTED',
      rejectionCode: 'DUPLICATE',
      rejectionNote: 'Same sale as last week.',
    });
    expect(row?.rejectedAt).toBeInstanceOf(Date);

    const read = (who: Who) =>
      t.app.inject({ method: 'GET', url: `/api/auctions/${id}`, headers: headersOf(who) });
    const own = (await read('seller')).json().auction;
    expect(own.rejection).toMatchObject({ code: 'DUPLICATE', note: 'Same sale as last week.' });
    expect(Date.parse(own.rejection.at)).not.toBeNaN();
    expect((await read('admin')).json().auction.rejection.code).toBe('DUPLICATE');
    expect((await read('other')).statusCode).toBe(404);
    expect((await read('anonymous')).statusCode).toBe(404);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/my-auctions',
      headers: headersOf('seller'),
    });
    const listed = mine.json().auctions.find((auction: { id: string }) => auction.id === id);
    expect(listed.rejection.code).toBe('DUPLICATE');
  });

  it('mails the reason in the seller’s language with the note', async () => {
    const english = await pendingAuction();
    await reject('auctions', english, { code: 'PICTURES', note: 'The photos are blurry.' });
    const mail = await mailTextsTo(seller.email);
    expect(mail).toContain(`Reason: ${REJECTION_REASON_TEXTS.en.PICTURES}\nNote: The photos are blurry.`);

    const french = await pendingAuction(frenchSeller);
    await reject('auctions', french, { code: 'PICTURES' });
    const frenchMail = await mailTextsTo(frenchSeller.email);
    expect(frenchMail).toContain(`Motif\u00a0: ${REJECTION_REASON_TEXTS.fr.PICTURES}`);
    expect(frenchMail).toContain('Votre encan');
  });

  it('takes the spec’s call without a body as Other without a note', async () => {
    const id = await pendingAuction();
    const response = await reject('auctions', id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().auction).toMatchObject({
      status: 'REJECTED',
      rejection: { code: 'OTHER', note: null },
    });
  });

  it('refuses a code off the list, Other without a note and a note too long, with 400', async () => {
    const id = await pendingAuction();
    const cases = [
      [{ code: 'UGLY' }, MESSAGES.rejectionReasonInvalid],
      [{ code: 'OTHER' }, MESSAGES.rejectionNoteRequired],
      [{ code: 'OTHER', note: '   ' }, MESSAGES.rejectionNoteRequired],
      [
        { code: 'DUPLICATE', note: 'x'.repeat(REJECTION_NOTE_MAX + 1) },
        `Must be at most ${REJECTION_NOTE_MAX} characters`,
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await reject('auctions', id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    const row = (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];
    expect(row?.status).toBe('PENDING');
  });

  it('refuses a directory listing’s reasons on auctions and banners with 400, single or bulk (issue 31 item 3)', async () => {
    const auction = await pendingAuction();
    const banner = await pendingBanner();
    for (const code of ['NOT_A_SERVICE', 'CONTACT_NOT_WORKING', 'LOGO'] as const) {
      for (const [kind, id] of [
        ['auctions', auction],
        ['banners', banner],
      ] as const) {
        const single = await reject(kind, id, { code, note: 'A note' });
        expect(single.statusCode, `${kind} ${code}`).toBe(400);
        expect(single.json()).toMatchObject({
          error: 'VALIDATION_ERROR',
          fields: { code: MESSAGES.rejectionReasonNotForKind },
        });
        const bulk = await t.app.inject({
          method: 'POST',
          url: `/api/${kind}/bulk-review`,
          headers: headersOf('admin'),
          payload: { ids: [id], action: 'reject', reason: { code } },
        });
        expect(bulk.statusCode, `bulk ${kind} ${code}`).toBe(400);
        expect(bulk.body).toContain(MESSAGES.rejectionReasonNotForKind);
      }
    }
    expect((await t.db.select().from(auctions).where(eq(auctions.id, auction)))[0]?.status).toBe('PENDING');
    expect((await t.db.select().from(banners).where(eq(banners.id, banner)))[0]?.status).toBe('PENDING');
    // A reason both lists share is still taken.
    expect((await reject('banners', banner, { code: 'DUPLICATE' })).statusCode).toBe(200);
  });

  it('goes back to review without its reason and without a new invoice when the seller edits it', async () => {
    const id = await pendingAuction();
    await reject('auctions', id, { code: 'UNCLEAR_DATE_OR_LOCATION' });
    const before = await invoiceCount();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${id}`,
      headers: headersOf('seller'),
      payload: auctionPayload(categoryId, { location: 'Antigonish, NS' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().auction).toMatchObject({ status: 'PENDING', rejection: null });
    expect(await invoiceCount()).toBe(before);
    const row = (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];
    expect(row).toMatchObject({ rejectionCode: null, rejectionNote: null, rejectedAt: null });
  });
});

describe('PUT /api/banners/:id/reject with a reason', () => {
  const mine = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/banners/my-banners', headers: headersOf('seller') })
    ).json().banners as { id: string; status: string; rejection: unknown }[];

  it('stores the reason, shows it in the advertiser’s list and mails it in their language', async () => {
    const id = await pendingBanner();
    const response = await reject('banners', id, {
      code: 'PROHIBITED_ITEMS',
      note: 'Tobacco ads are not allowed.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await t.db.select().from(banners).where(eq(banners.id, id)))[0];
    expect(row).toMatchObject({ status: 'REJECTED', rejectionCode: 'PROHIBITED_ITEMS' });
    expect((await mine()).find((banner) => banner.id === id)?.rejection).toMatchObject({
      code: 'PROHIBITED_ITEMS',
      note: 'Tobacco ads are not allowed.',
    });
    const mail = await mailTextsTo(seller.email);
    expect(mail).toContain(
      `Reason: ${REJECTION_REASON_TEXTS.en.PROHIBITED_ITEMS}\nNote: Tobacco ads are not allowed.`,
    );

    const french = await pendingBanner(frenchSeller);
    await reject('banners', french, { code: 'CONTACT_IN_DESCRIPTION' });
    expect((await lastMailTo(frenchSeller.email)).text).toContain(
      REJECTION_REASON_TEXTS.fr.CONTACT_IN_DESCRIPTION,
    );
  });

  it('keeps the reason out of the served banners and from other users', async () => {
    const id = await pendingBanner();
    await reject('banners', id, { code: 'DUPLICATE', note: 'Private note for the advertiser.' });
    const homepage = await t.app.inject({ method: 'GET', url: '/api/banners/homepage' });
    expect(homepage.body).not.toContain('Private note for the advertiser.');
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/banners/my-banners',
      headers: headersOf('other'),
    });
    expect(others.body).not.toContain('Private note for the advertiser.');
  });

  it('takes the spec’s call without a body, and validates a body', async () => {
    const id = await pendingBanner();
    expect((await reject('banners', id, { code: 'OTHER' })).statusCode).toBe(400);
    const response = await reject('banners', id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().banner.rejection).toMatchObject({ code: 'OTHER', note: null });
  });

  it('is resubmitted by its advertiser only, back to review without its reason nor a new invoice', async () => {
    const id = await pendingBanner();
    const resubmit = (who: Who) =>
      t.app.inject({ method: 'PUT', url: `/api/banners/${id}/resubmit`, headers: headersOf(who) });
    expect((await resubmit('seller')).statusCode).toBe(409);
    await reject('banners', id, { code: 'PICTURES' });
    expect((await resubmit('other')).statusCode).toBe(403);
    const before = await invoiceCount();
    const response = await resubmit('seller');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().banner).toMatchObject({ status: 'PENDING', rejection: null });
    expect(await invoiceCount()).toBe(before);
  });
});
