import {
  type AdminDirectoryListingsResponse,
  type CreateDirectoryListingResponse,
  type DirectoryListing,
  MESSAGES,
  type MyDirectoryListingsResponse,
  REJECTION_REASON_TEXTS,
  type ServiceDirectoryResponse,
} from '@mariner/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, directoryListings, invoices, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { TEST_PUBLIC_URL, useMailCapturingApp } from '../../test/mail.ts';

/**
 * Issue 31 item 2 (decision 033): a paid directory listing goes live at once and waits in the
 * admins' review queue; a rejection takes a reason, is mailed and audited and takes the profile out
 * of the public directories; the owner's edit or resubmission brings it back, without a new invoice.
 */
const { t, lastMailTo } = useMailCapturingApp('10.33.2');

const tokens = { admin: '', superadmin: '', other: '' };
let admin: UserRow;

beforeAll(async () => {
  admin = (await createUser(t.db, { role: 'ADMIN', firstName: 'Rita', lastName: 'Reviewer' })).user;
  tokens.admin = await loginAs(t.app, admin);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
  const other = (await createUser(t.db, { advertiserType: 'MOVE_MANAGER' })).user;
  await saveTestCard(t.app, other);
  tokens.other = await loginAs(t.app, other);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let made = 0;

/** A seller with a listing bought and paid through the payments API, as a customer does it. */
async function paidListing(options: { language?: 'en' | 'fr'; companyName?: string } = {}) {
  made += 1;
  const owner = (
    await createUser(t.db, {
      advertiserType: 'MOVE_MANAGER',
      province: 'NS',
      email: `owner${made}@review.example.ca`,
      language: options.language ?? 'en',
    })
  ).user;
  await saveTestCard(t.app, owner);
  const token = await loginAs(t.app, owner);
  const companyName = options.companyName ?? `Tidewater Movers ${made}`;
  const created = await call('POST', '/api/directory-listings', token, {
    companyName,
    description: 'Careful downsizing and relocation help for families across Nova Scotia.',
    phone: '(902) 555-0142',
    email: `hello${made}@tidewater.example`,
    categories: ['Moving & Downsizing'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const { listing, invoice } = created.json<CreateDirectoryListingResponse>();
  if (!invoice) throw new Error('a seller’s listing has an invoice');
  const saved = await call('POST', '/api/payment-methods/save', token, { paymentMethodId: 'pm_card_visa' });
  const intent = await call('POST', '/api/payments/create-payment-intent', token, {
    paymentType: 'DIRECTORY_LISTING',
    directoryListingId: listing.id,
    province: 'NS',
  });
  const paid = await call('POST', '/api/payments/confirm-payment', token, {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId: invoice.id,
    directoryListingId: listing.id,
    paymentMethodId: saved.json().paymentMethod.id,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { owner, token, id: listing.id, companyName };
}

const mine = async (token: string, id: string) => {
  const body = (await call('GET', '/api/directory-listings/mine', token)).json<MyDirectoryListingsResponse>();
  const listing = body.listings.find((entry) => entry.id === id);
  if (!listing) throw new Error('listing not in /mine');
  return listing;
};
const queue = async (query = '') =>
  (
    await call('GET', `/api/directory-listings/admin?limit=100${query}`, tokens.admin)
  ).json<AdminDirectoryListingsResponse>();
const queueIds = async (query = '') => (await queue(query)).listings.map((listing) => listing.id);
const inDirectory = async (ownerId: string) => {
  const body = (
    await call('GET', '/api/directory/services?limit=100', null)
  ).json<ServiceDirectoryResponse>();
  const listed = body.services.some((company) => company.id === ownerId);
  const profile = await call('GET', `/api/directory/${ownerId}`, null);
  expect(profile.statusCode === 200).toBe(listed);
  return listed;
};
const invoiceCount = async (listingId: string) =>
  (await t.db.select().from(invoices).where(eq(invoices.directoryListingId, listingId))).length;
const reject = (id: string, payload?: unknown, token = tokens.admin) =>
  call('PUT', `/api/directory-listings/${id}/reject`, token, payload);

describe('a paid directory listing', () => {
  it('is live at once and waits in the review queue', async () => {
    const { owner, token, id } = await paidListing();
    expect(await inDirectory(owner.id)).toBe(true);
    expect(await queueIds()).toContain(id);
    expect(await mine(token, id)).toMatchObject({
      status: 'ACTIVE',
      reviewStatus: 'PENDING',
      rejection: null,
    });
  });

  it('made by a superadmin for themself goes live approved, out of the queue', async () => {
    const created = await call('POST', '/api/directory-listings', tokens.superadmin, {
      companyName: 'Head Office Listing',
      description: 'The company’s own listing, made and approved by its superadmin in one go.',
      phone: '(902) 555-0100',
      email: 'office@mariner.example',
      categories: ['Moving & Downsizing'],
    });
    const { listing } = created.json<CreateDirectoryListingResponse>();
    expect(listing.reviewStatus).toBe('APPROVED');
    expect(await queueIds()).not.toContain(listing.id);
  });
});

describe('GET /api/directory-listings/admin', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/directory-listings/admin', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/directory-listings/admin', tokens.other)).statusCode).toBe(403);
    expect((await call('GET', '/api/directory-listings/admin', tokens.superadmin)).statusCode).toBe(200);
  });

  it('pages, searches (accents and case aside), sorts and filters by review state', async () => {
    const first = await paidListing({ companyName: 'Déménagements Érable' });
    const second = await paidListing({ companyName: 'Anchor Estate Movers' });
    const search = `&search=${encodeURIComponent('erable')}`;
    expect(await queueIds(search)).toEqual([first.id]);
    expect(await queueIds(`&search=${encodeURIComponent(second.owner.email)}`)).toEqual([second.id]);
    const both = `&search=${encodeURIComponent('@review.example.ca')}`;
    const oldest = await queueIds(`${both}&sort=oldest`);
    expect(oldest.indexOf(first.id)).toBeLessThan(oldest.indexOf(second.id));
    const newest = await queueIds(`${both}&sort=newest`);
    expect(newest.indexOf(second.id)).toBeLessThan(newest.indexOf(first.id));
    const byName = await queueIds(`${both}&sort=name`);
    expect(byName.indexOf(second.id)).toBeLessThan(byName.indexOf(first.id));
    const page = await call('GET', `/api/directory-listings/admin?limit=1&page=1${both}`, tokens.admin);
    expect(page.json().listings).toHaveLength(1);
    expect(page.json().pagination.limit).toBe(1);
    expect(page.json().pagination.total).toBeGreaterThanOrEqual(2);
    const entry = (await queue(search)).listings[0];
    expect(entry?.owner).toEqual({
      id: first.owner.id,
      firstName: first.owner.firstName,
      lastName: first.owner.lastName,
      email: first.owner.email,
    });
    await call('PUT', `/api/directory-listings/${first.id}/approve`, tokens.admin);
    expect(await queueIds(search)).toEqual([]);
    expect(await queueIds(`${search}&reviewStatus=APPROVED`)).toEqual([first.id]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['sort=loudest', 'reviewStatus=MAYBE', 'page=0', `search=${'x'.repeat(300)}`]) {
      const response = await call('GET', `/api/directory-listings/admin?${query}`, tokens.admin);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('PUT /api/directory-listings/{id}/approve and /reject', () => {
  it('are for admins only', async () => {
    const { id, token } = await paidListing();
    for (const who of [token, tokens.other]) {
      expect((await call('PUT', `/api/directory-listings/${id}/approve`, who)).statusCode).toBe(403);
      expect((await reject(id, { code: 'DUPLICATE' }, who)).statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/directory-listings/${id}/approve`, null)).statusCode).toBe(401);
    expect((await mine(token, id)).reviewStatus).toBe('PENDING');
  });

  it('approve marks it reviewed, out of the queue, still live, and audited', async () => {
    const { owner, token, id, companyName } = await paidListing();
    const response = await call('PUT', `/api/directory-listings/${id}/approve`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().listing).toMatchObject({ reviewStatus: 'APPROVED', rejection: null });
    expect(await queueIds()).not.toContain(id);
    expect(await inDirectory(owner.id)).toBe(true);
    expect((await mine(token, id)).reviewStatus).toBe('APPROVED');
    const [row] = await t.db.select().from(directoryListings).where(eq(directoryListings.id, id));
    expect(row?.reviewedBy).toBe(admin.id);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'directory_listing.approve',
      actorId: admin.id,
      subjectType: 'directory_listing',
      subjectLabel: companyName,
      changes: { reviewStatus: { before: 'PENDING', after: 'APPROVED' } },
      reasonCode: null,
    });
  });

  it('reject checks the reason as the other queues do', async () => {
    const { id, token } = await paidListing();
    const bad = await reject(id, { code: 'NOT_A_REASON' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MESSAGES.rejectionReasonInvalid);
    const other = await reject(id, { code: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain(MESSAGES.rejectionNoteRequired);
    expect((await reject(id, { code: 'OTHER', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    // An auction's reason is not a directory listing's (decision 033).
    for (const code of [
      'UNCLEAR_DATE_OR_LOCATION',
      'PICTURES',
      'OFF_TOPIC',
      'PROHIBITED_ITEMS',
      'CONTACT_IN_DESCRIPTION',
    ]) {
      const auctionOnly = await reject(id, { code, note: 'A note' });
      expect(auctionOnly.statusCode, code).toBe(400);
      expect(auctionOnly.body).toContain(MESSAGES.rejectionReasonNotForKind);
    }
    expect((await mine(token, id)).reviewStatus).toBe('PENDING');
    // The spec-style call without a body is Other without a note.
    const bare = await reject(id);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().listing.rejection).toMatchObject({ code: 'OTHER', note: null });
  });

  it('reject stores the reason, mails the owner in their language, audits, and hides the profile', async () => {
    const { owner, token, id, companyName } = await paidListing({ language: 'fr' });
    expect(await inDirectory(owner.id)).toBe(true);
    const note = 'Le site web ne répond pas.\nMerci de le corriger.';
    const response = await reject(id, { code: 'NOT_A_SERVICE', note });
    expect(response.statusCode, response.body).toBe(200);

    const seen = await mine(token, id);
    expect(seen.reviewStatus).toBe('REJECTED');
    expect(seen.rejection).toMatchObject({ code: 'NOT_A_SERVICE', note });
    expect(await inDirectory(owner.id)).toBe(false);
    expect(await queueIds()).not.toContain(id);
    expect(await queueIds('&reviewStatus=REJECTED')).toContain(id);

    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toContain(companyName);
    expect(mail.text).toContain(`Motif\u00a0: ${REJECTION_REASON_TEXTS.fr.NOT_A_SERVICE}`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/fr/profil/inscriptions`);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'directory_listing.reject')));
    expect(entry).toMatchObject({ actorId: admin.id, reasonCode: 'NOT_A_SERVICE', reasonNote: note });
  });

  it('shows the reason to the owner only: never in the public directory', async () => {
    const { owner, id } = await paidListing();
    await reject(id, { code: 'DUPLICATE', note: 'Same as your other listing.' });
    // The admin directory tab says it is not publicly listed.
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.directoryRejected).toBe(true);
    const profile = await call('GET', `/api/directory/${owner.id}`, null);
    expect(profile.statusCode).toBe(404);
    expect(profile.body).not.toContain('Same as your other listing');
    const others = (await call('GET', '/api/directory-listings/mine', tokens.other)).json();
    expect(JSON.stringify(others)).not.toContain(id);
  });

  it('refuses an unknown or unpaid listing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/directory-listings/${unknown}/approve`, tokens.admin)).statusCode).toBe(
      404,
    );
    const created = await call('POST', '/api/directory-listings', tokens.other, {
      companyName: 'Unpaid Movers',
      description: 'A listing whose invoice was never paid, so it is not live nor reviewed.',
      phone: '(902) 555-0111',
      email: 'unpaid@movers.example',
      categories: ['Moving & Downsizing'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const unpaidId = created.json<CreateDirectoryListingResponse>().listing.id;
    const response = await call('PUT', `/api/directory-listings/${unpaidId}/approve`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message ?? response.body).toContain(MESSAGES.directoryListingNotReviewable);
  });
});

describe('the owner’s way back', () => {
  it('an edit of a rejected listing resubmits it: live, in the queue, reason cleared, no new invoice', async () => {
    const { owner, token, id } = await paidListing();
    await reject(id, { code: 'CONTACT_NOT_WORKING' });
    expect(await inDirectory(owner.id)).toBe(false);
    const invoicesBefore = await invoiceCount(id);
    const edited = await call('PUT', `/api/directory-listings/${id}`, token, {
      description: 'Careful downsizing and relocation help, now without a phone number in the text.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ listing: DirectoryListing }>().listing).toMatchObject({
      reviewStatus: 'PENDING',
      rejection: null,
      status: 'ACTIVE',
    });
    expect(await inDirectory(owner.id)).toBe(true);
    expect(await queueIds()).toContain(id);
    expect(await invoiceCount(id)).toBe(invoicesBefore);
  });

  it('PUT /resubmit sends a rejected listing back unchanged; anything else is 409', async () => {
    const { owner, token, id } = await paidListing();
    const early = await call('PUT', `/api/directory-listings/${id}/resubmit`, token);
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(MESSAGES.directoryListingNotRejected);
    await reject(id, { code: 'LOGO', note: 'The logo is blurry.' });
    expect((await call('PUT', `/api/directory-listings/${id}/resubmit`, tokens.other)).statusCode).toBe(404);
    const invoicesBefore = await invoiceCount(id);
    const response = await call('PUT', `/api/directory-listings/${id}/resubmit`, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().listing).toMatchObject({ reviewStatus: 'PENDING', rejection: null });
    expect(await inDirectory(owner.id)).toBe(true);
    expect(await queueIds()).toContain(id);
    expect(await invoiceCount(id)).toBe(invoicesBefore);
  });

  it('an owner’s edit of an approved listing asks for a new look, a superadmin’s does not', async () => {
    const { token, id } = await paidListing();
    await call('PUT', `/api/directory-listings/${id}/approve`, tokens.admin);
    await call('PUT', `/api/directory-listings/${id}`, tokens.superadmin, { phone: '(902) 555-0177' });
    expect((await mine(token, id)).reviewStatus).toBe('APPROVED');
    await call('PUT', `/api/directory-listings/${id}`, token, { phone: '(902) 555-0178' });
    expect((await mine(token, id)).reviewStatus).toBe('PENDING');
    expect(await queueIds()).toContain(id);
  });
});

describe('POST /api/directory-listings/bulk-review', () => {
  it('is for admins only', async () => {
    const response = await call('POST', '/api/directory-listings/bulk-review', tokens.other, {
      ids: ['00000000-0000-4000-8000-000000000000'],
      action: 'approve',
    });
    expect(response.statusCode).toBe(403);
  });

  it('decides each listing as the single call, answers each id, audits each', async () => {
    const a = await paidListing();
    const b = await paidListing({ language: 'fr' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await call('POST', '/api/directory-listings/bulk-review', tokens.admin, {
      ids: [a.id, unknown, b.id, a.id],
      action: 'reject',
      reason: { code: 'DUPLICATE', note: 'Listed twice.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: a.id, ok: true },
      { id: unknown, ok: false, error: MESSAGES.notFound },
      { id: b.id, ok: true },
    ]);
    for (const { owner, token, id } of [a, b]) {
      expect((await mine(token, id)).rejection).toMatchObject({ code: 'DUPLICATE', note: 'Listed twice.' });
      expect(await inDirectory(owner.id)).toBe(false);
    }
    expect((await lastMailTo(b.owner.email)).text).toContain(REJECTION_REASON_TEXTS.fr.DUPLICATE);
    const approved = await call('POST', '/api/directory-listings/bulk-review', tokens.admin, {
      ids: [a.id, b.id],
      action: 'approve',
    });
    expect(approved.json().results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
    ]);
    expect(await inDirectory(a.owner.id)).toBe(true);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, a.id));
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      'directory_listing.approve',
      'directory_listing.reject',
    ]);
  });

  it('refuses a rejection with a bad reason before deciding anything', async () => {
    const { token, id } = await paidListing();
    for (const reason of [{ code: 'OTHER' }, { code: 'PROHIBITED_ITEMS' }]) {
      const response = await call('POST', '/api/directory-listings/bulk-review', tokens.admin, {
        ids: [id],
        action: 'reject',
        reason,
      });
      expect(response.statusCode, reason.code).toBe(400);
      if (reason.code === 'PROHIBITED_ITEMS')
        expect(response.body).toContain(MESSAGES.rejectionReasonNotForKind);
    }
    expect((await mine(token, id)).reviewStatus).toBe('PENDING');
  });
});
