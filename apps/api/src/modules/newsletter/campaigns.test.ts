import { MESSAGES } from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  newsletterCampaignRecipients,
  newsletterSubscribers,
  type UserRow,
} from '../../db/schema.ts';
import { drainOutbox, type MailMessage } from '../../plugins/mail/index.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { TEST_PUBLIC_URL, useMailCapturingApp } from '../../test/mail.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { hashSessionToken, newSessionToken } from '../auth/tokens.ts';
import { type CampaignDeps, runCampaignSends } from './campaigns.ts';

const { t, capture } = useMailCapturingApp('10.0.31');

let admin: UserRow;
let adminToken: string;
const deps = (): CampaignDeps => ({
  db: t.db,
  pepper: t.app.config.sessionSecret,
  publicUrl: TEST_PUBLIC_URL,
  reads: { auctionReads: t.app.auctionReads, nearIndex: t.app.nearIndex },
});

beforeAll(async () => {
  // These tests run the campaign worker themselves, step by step.
  await t.app.newsletterCampaigns.stop();
  admin = (await createUser(t.db, { role: 'ADMIN', language: 'fr' })).user;
  adminToken = await loginAs(t.app, admin);
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  subjectEn: 'Spring sales are here',
  subjectFr: 'Les ventes du printemps sont arrivées',
  bodyEn: '# Hello\n\nSee **our** [sales](https://mariner.example/auctions).',
  bodyFr: '# Bonjour\n\nVoyez **nos** [ventes](https://mariner.example/fr/encans).',
  ...overrides,
});

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  token = adminToken,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

async function createCampaign(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await api('POST', '/api/newsletter/campaigns', draft(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().campaign.id;
}

let subscriberCount = 0;
async function subscriber(state: { confirmed: boolean; active: boolean; language: 'en' | 'fr' }) {
  subscriberCount += 1;
  const email = `campaign-reader${subscriberCount}-${Math.random().toString(36).slice(2, 8)}@example.ca`;
  const [row] = await t.db
    .insert(newsletterSubscribers)
    .values({
      email,
      source: 'footer',
      language: state.language,
      isActive: state.active,
      isConfirmed: state.confirmed,
      confirmedAt: state.confirmed ? new Date() : null,
      unsubscribeTokenHash: hashSessionToken(newSessionToken(), t.app.config.sessionSecret),
    })
    .returning();
  if (!row) throw new Error('no subscriber');
  return row;
}

/** Runs the worker and the outbox until both have nothing left to do. */
async function sendEverything(now = new Date()) {
  for (let round = 0; round < 50; round++) {
    const queued = await runCampaignSends(deps(), { rate: 10_000, tickMs: 60_000, now });
    let drained = 0;
    for (;;) {
      const result = await drainOutbox(t.app);
      drained += result.sent + result.failed;
      if (result.sent + result.failed === 0) break;
    }
    if (queued === 0 && drained === 0) return;
  }
}

const mailsTo = (email: string): MailMessage[] => capture.sent.filter((mail) => mail.to === email);

describe('campaign writing', () => {
  it('is for admins only', async () => {
    const seller = (await createUser(t.db)).user;
    const sellerToken = await loginAs(t.app, seller);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/campaigns' })).statusCode).toBe(401);
    expect((await api('GET', '/api/newsletter/campaigns', undefined, sellerToken)).statusCode).toBe(403);
    expect((await api('POST', '/api/newsletter/campaigns', draft(), sellerToken)).statusCode).toBe(403);
  });

  it('refuses a campaign without both languages or with an unknown place, with a 400', async () => {
    const missing = await api('POST', '/api/newsletter/campaigns', draft({ subjectFr: '  ' }));
    expect(missing.statusCode).toBe(400);
    // The admin reads French: the texts come in their language, the fields are the same.
    expect(missing.json().fields.subjectFr).toBeTruthy();
    const noBody = await api('POST', '/api/newsletter/campaigns', { subjectEn: 'x', subjectFr: 'y' });
    expect(noBody.statusCode).toBe(400);
    const place = await api(
      'POST',
      '/api/newsletter/campaigns',
      draft({ upcoming: { placeId: 'nowhere-zz' } }),
    );
    expect(place.statusCode).toBe(400);
    expect(Object.keys(place.json().fields)).toEqual(['upcoming.placeId']);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/campaigns',
      payload: draft({ upcoming: { placeId: 'nowhere-zz' } }),
      headers: bearer(await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN', language: 'en' })).user)),
    });
    expect(english.json().fields['upcoming.placeId']).toBe(MESSAGES.campaignPlaceUnknown);
    const radius = await api(
      'POST',
      '/api/newsletter/campaigns',
      draft({ upcoming: { placeId: 'truro-ns', radiusKm: 9000 } }),
    );
    expect(radius.statusCode).toBe(400);
    expect((await api('GET', '/api/newsletter/campaigns/not-a-uuid')).statusCode).toBe(400);
    expect((await api('GET', `/api/newsletter/campaigns/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('creates, lists, edits a draft and previews it in each language, sanitized', async () => {
    const id = await createCampaign({
      bodyEn: 'Hi <script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3)) **bold**',
    });
    const list = await api('GET', '/api/newsletter/campaigns');
    expect(list.statusCode).toBe(200);
    const listed = list.json().campaigns.find((campaign: { id: string }) => campaign.id === id);
    expect(listed).toMatchObject({ status: 'draft', counts: { total: 0, queued: 0, sent: 0, failed: 0 } });
    expect(typeof list.json().confirmedSubscribers).toBe('number');

    const en = await api('GET', `/api/newsletter/campaigns/${id}/preview?lang=en`);
    expect(en.statusCode).toBe(200);
    const preview = en.json();
    expect(preview.subject).toBe('Spring sales are here');
    expect(preview.html).toContain('<strong>bold</strong>');
    expect(preview.html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(preview.html).toContain('lang="en"');
    expect(preview.text).toContain('bold');
    expect(preview.text).not.toContain('<script');

    const fr = (await api('GET', `/api/newsletter/campaigns/${id}/preview?lang=fr`)).json();
    expect(fr.subject).toBe('Les ventes du printemps sont arrivées');
    expect(fr.html).toContain(
      '<a href="https://mariner.example/fr/encans" rel="noopener noreferrer">ventes</a>',
    );
    expect(fr.text).toContain('ventes (https://mariner.example/fr/encans)');
    expect(fr.text).toContain('Se désabonner');
    expect((await api('GET', `/api/newsletter/campaigns/${id}/preview?lang=de`)).statusCode).toBe(400);

    const edited = await api('PUT', `/api/newsletter/campaigns/${id}`, draft({ subjectEn: 'Summer sales' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().campaign.subjectEn).toBe('Summer sales');
  });
});

describe('test sends', () => {
  it('mails the admin only, marked as a test, in the language asked or the admin’s own', async () => {
    const reader = await subscriber({ confirmed: true, active: true, language: 'en' });
    const id = await createCampaign();
    const before = capture.sent.length;
    const own = await api('POST', `/api/newsletter/campaigns/${id}/test`);
    expect(own.statusCode).toBe(202);
    expect(own.json()).toEqual({ to: admin.email, languages: ['fr'] });
    const english = await api('POST', `/api/newsletter/campaigns/${id}/test`, { lang: 'en' });
    expect(english.statusCode).toBe(202);
    await sendEverything();
    const sent = capture.sent.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([admin.email, admin.email]);
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      '[Essai] Les ventes du printemps sont arrivées',
      '[Test] Spring sales are here',
    ]);
    expect(mailsTo(reader.email)).toHaveLength(0);
    // A test leaves the campaign a draft.
    expect((await api('GET', `/api/newsletter/campaigns/${id}`)).json().campaign.status).toBe('draft');
  });
});

describe('sending', () => {
  it('sends once to each confirmed, active subscriber in their language, with one-click unsubscribe', async () => {
    const english = await subscriber({ confirmed: true, active: true, language: 'en' });
    const french = await subscriber({ confirmed: true, active: true, language: 'fr' });
    const unconfirmed = await subscriber({ confirmed: false, active: true, language: 'en' });
    const unsubscribed = await subscriber({ confirmed: true, active: false, language: 'en' });
    const id = await createCampaign();

    const sent = await api('POST', `/api/newsletter/campaigns/${id}/send`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().campaign.status).toBe('sending');
    const again = await api('POST', `/api/newsletter/campaigns/${id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('CONFLICT');
    // Issue 31 item 5: the send is in the audit log with its actor, once (the refused one is not).
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audited).toMatchObject([
      {
        action: 'campaign.send',
        actorId: admin.id,
        changes: { status: { before: 'draft', after: 'sending' } },
      },
    ]);
    expect((await api('PUT', `/api/newsletter/campaigns/${id}`, draft())).statusCode).toBe(409);

    await sendEverything();
    const [toEnglish] = mailsTo(english.email);
    const [toFrench] = mailsTo(french.email);
    expect(mailsTo(english.email)).toHaveLength(1);
    expect(mailsTo(french.email)).toHaveLength(1);
    expect(mailsTo(unconfirmed.email)).toHaveLength(0);
    expect(mailsTo(unsubscribed.email)).toHaveLength(0);
    expect(toEnglish?.subject).toBe('Spring sales are here');
    expect(toFrench?.subject).toBe('Les ventes du printemps sont arrivées');
    expect(toFrench?.html).toContain('lang="fr"');
    expect(toEnglish?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = toEnglish?.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(
      /^<https:\/\/mariner\.example\/api\/newsletter\/unsubscribe\?token=n1[0-9a-f]{32}[\w-]{43}>$/,
    );
    expect(toEnglish?.text).toContain('https://mariner.example/newsletter/unsubscribe?token=n1');
    expect(toFrench?.text).toContain('https://mariner.example/fr/');

    const campaign = (await api('GET', `/api/newsletter/campaigns/${id}`)).json().campaign;
    expect(campaign.status).toBe('sent');
    expect(campaign.sentAt).not.toBeNull();
    // Every confirmed subscriber of this file at send time: the two above and earlier tests' ones.
    expect(campaign.counts.failed).toBe(0);
    expect(campaign.counts.queued).toBe(0);
    expect(campaign.counts.sent).toBe(campaign.counts.total);
    const recipients = await t.db
      .select()
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.campaignId, id));
    const emails = recipients.map((row) => row.email);
    expect(emails).toContain(english.email);
    expect(emails).not.toContain(unconfirmed.email);
    expect(new Set(emails).size).toBe(emails.length);

    // RFC 8058: the mail client posts the form to the header's address; no login, no page.
    const url = header.slice(1, -1).replace(TEST_PUBLIC_URL, '');
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, english.id));
    expect(after?.isActive).toBe(false);
    // A forged signature for another subscriber does nothing.
    const forged = url.replace(/n1[0-9a-f]{32}/, `n1${french.id.replace(/-/g, '')}`);
    const refused = await t.app.inject({ method: 'POST', url: forged });
    expect(refused.statusCode).toBe(400);
  });

  it('never mails an address twice when runs overlap or an instance stops mid-send', async () => {
    const readers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        subscriber({ confirmed: true, active: true, language: i % 2 ? 'fr' : 'en' }),
      ),
    );
    const id = await createCampaign({ subjectEn: 'Overlap test', subjectFr: 'Essai de chevauchement' });
    expect((await api('POST', `/api/newsletter/campaigns/${id}/send`)).statusCode).toBe(202);
    const now = new Date(Date.now() + 10 * 86_400_000);
    // Two instances at once, three recipients a run each.
    const opts = { rate: 3, tickMs: 60_000, now };
    const [a, b] = await Promise.all([runCampaignSends(deps(), opts), runCampaignSends(deps(), opts)]);
    expect(a + b).toBe(3);
    // "Restart": a fresh worker continues where the stopped one left off, a minute later.
    let minute = 1;
    for (let i = 0; i < 20; i++) {
      await runCampaignSends(deps(), { ...opts, now: new Date(now.getTime() + minute * 61_000) });
      minute += 1;
    }
    await sendEverything(new Date(now.getTime() + minute * 61_000));
    const overlap = capture.sent
      .filter((mail) => mail.subject === 'Overlap test' || mail.subject === 'Essai de chevauchement')
      .map((mail) => mail.to);
    for (const reader of readers) expect(overlap.filter((to) => to === reader.email)).toHaveLength(1);
    expect(new Set(overlap).size).toBe(overlap.length);
    const counts = (await api('GET', `/api/newsletter/campaigns/${id}`)).json().campaign.counts;
    expect(counts).toEqual({ total: overlap.length, queued: 0, sent: overlap.length, failed: 0 });
  });

  it('queues no more than NEWSLETTER_SEND_RATE a minute', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () => subscriber({ confirmed: true, active: true, language: 'en' })),
    );
    const id = await createCampaign({ subjectEn: 'Rate test' });
    expect((await api('POST', `/api/newsletter/campaigns/${id}/send`)).statusCode).toBe(202);
    const now = new Date(Date.now() + 100 * 86_400_000);
    expect(await runCampaignSends(deps(), { rate: 2, tickMs: 60_000, now })).toBe(2);
    expect(await runCampaignSends(deps(), { rate: 2, tickMs: 60_000, now })).toBe(0);
    const later = new Date(now.getTime() + 61_000);
    expect(await runCampaignSends(deps(), { rate: 2, tickMs: 60_000, now: later })).toBe(2);
    // A 5-second run takes its share of the minute: ceil(120 × 5 / 60) = 10 at most.
    const counts = (await api('GET', `/api/newsletter/campaigns/${id}`)).json().campaign.counts;
    expect(counts.queued).toBe(counts.total);
    expect(counts.total - 4).toBeGreaterThanOrEqual(1);
  });

  it('counts a mail the outbox gave up on as failed', async () => {
    const reader = await subscriber({ confirmed: true, active: true, language: 'en' });
    const id = await createCampaign({ subjectEn: 'Failure test' });
    await api('POST', `/api/newsletter/campaigns/${id}/send`);
    await runCampaignSends(deps(), {
      rate: 10_000,
      tickMs: 60_000,
      now: new Date(Date.now() + 200 * 86_400_000),
    });
    await t.db.execute(sql`
      update outbox set processed_at = now(), last_error = 'gave up: mailbox full'
      where id = (select outbox_id from newsletter_campaign_recipients
                  where campaign_id = ${id}::uuid and email = ${reader.email})`);
    const counts = (await api('GET', `/api/newsletter/campaigns/${id}`)).json().campaign.counts;
    expect(counts.failed).toBe(1);
    expect(counts.sent + counts.failed + counts.queued).toBe(counts.total);
  });
});

describe('upcoming auctions block', () => {
  it('lists approved auctions starting this week near the place, in each language', async () => {
    const seller = (await createUser(t.db)).user;
    const categoryId = (await createCategory(t.db)).id;
    const near = { lat: 45.36685, lng: -63.26538 };
    await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      ...near,
      title: 'Truro week sale',
      titleFr: 'Vente de la semaine à Truro',
      auctionStartDate: daysFromNow(3),
    });
    await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      ...near,
      title: 'Truro later sale',
      auctionStartDate: daysFromNow(12),
    });
    const id = await createCampaign({ upcoming: { placeId: 'truro-ns', radiusKm: 25 } });
    const campaign = (await api('GET', `/api/newsletter/campaigns/${id}`)).json().campaign;
    expect(campaign.upcoming).toMatchObject({ placeId: 'truro-ns', radiusKm: 25 });
    expect(campaign.upcoming.placeName).toMatch(/^Truro/);
    const en = (await api('GET', `/api/newsletter/campaigns/${id}/preview?lang=en`)).json();
    expect(en.html).toContain('Upcoming auctions this week near Truro');
    expect(en.html).toContain('Truro week sale');
    expect(en.html).not.toContain('Truro later sale');
    expect(en.text).toContain('Truro week sale');
    const fr = (await api('GET', `/api/newsletter/campaigns/${id}/preview?lang=fr`)).json();
    expect(fr.html).toContain('Encans à venir cette semaine près de Truro');
    expect(fr.html).toContain('Vente de la semaine à Truro');
  });
});
