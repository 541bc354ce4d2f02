import {
  MESSAGES,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_CSV_COLUMNS,
  SESSION_COOKIE_NAME,
} from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outbox } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mail/index.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { countActiveSubscribers, exportSubscribersCsv } from './service.ts';
import { parseCsv } from './test-csv.ts';

const { t, clientIp, lastMailTo } = useMailCapturingApp('10.0.9');

let emailCounter = 0;
const newEmail = () => {
  emailCounter += 1;
  return `reader${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.ca`;
};

const subscribe = (email: string, source = 'footer', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email, source },
    headers,
    remoteAddress: clientIp(),
  });
const confirm = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${encodeURIComponent(token)}` });
const unsubscribe = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` });

const linkToken = (mail: MailMessage, page: 'confirm' | 'unsubscribe'): string => {
  const match = new RegExp(`https://mariner\\.example/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`);
  return match[1];
};
const rowOf = async (email: string) => {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row;
};

describe('POST /api/newsletter/subscribe', () => {
  it('records a pending sign-up with its source and mails a working confirm link', async () => {
    const email = newEmail();
    const response = await subscribe(email.toUpperCase(), 'advertise');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.newsletterCheckEmail });

    const row = await rowOf(email);
    expect(row).toMatchObject({
      email,
      source: 'advertise',
      isActive: true,
      isConfirmed: false,
      userId: null,
    });
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (row?.confirmTokenExpiresAt?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(NEWSLETTER_CONFIRM_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(NEWSLETTER_CONFIRM_TTL_MS);

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/confirm/i);
    const token = linkToken(mail, 'confirm');
    expect(row?.confirmTokenHash).not.toContain(token);
    linkToken(mail, 'unsubscribe');

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.newsletterConfirmed });
    expect(await rowOf(email)).toMatchObject({ isActive: true, isConfirmed: true, confirmTokenHash: null });
  });

  it('links the signed-in user (cookie or bearer)', async () => {
    const { user } = await createUser(t.db, { firstName: 'Marie', companyName: 'Harbour Goods' });
    const token = await loginAs(t.app, user);
    const email = newEmail();
    expect((await subscribe(email, 'footer', bearer(token))).statusCode).toBe(200);
    expect((await rowOf(email))?.userId).toBe(user.id);

    const viaCookie = newEmail();
    const cookie = { cookie: `${SESSION_COOKIE_NAME}=${token}` };
    expect((await subscribe(viaCookie, 'footer', cookie)).statusCode).toBe(200);
    expect((await rowOf(viaCookie))?.userId).toBe(user.id);

    const visitor = newEmail();
    await subscribe(visitor);
    expect((await rowOf(visitor))?.userId).toBeNull();
  });

  it('answers the same for a repeat and a confirmed address; a confirmed one gets no new mail', async () => {
    const email = newEmail();
    await subscribe(email);
    const first = linkToken(await lastMailTo(email), 'confirm');
    const again = await subscribe(email);
    expect(again.json()).toEqual({ message: MESSAGES.newsletterCheckEmail });
    const second = linkToken(await lastMailTo(email), 'confirm');
    // The newer mail replaces the older link.
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);

    const outboxBefore = (await t.db.select().from(outbox)).length;
    const confirmedAgain = await subscribe(email);
    expect(confirmedAgain.statusCode).toBe(200);
    expect(confirmedAgain.json()).toEqual({ message: MESSAGES.newsletterCheckEmail });
    expect((await t.db.select().from(outbox)).length).toBe(outboxBefore);
    expect(await rowOf(email)).toMatchObject({ isActive: true, isConfirmed: true });
  });

  it('refuses a bad e-mail or an unknown source with field messages', async () => {
    const bad = await subscribe('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe(MESSAGES.invalidEmailFormat);
    const source = await subscribe(newEmail(), 'somewhere');
    expect(source.statusCode).toBe(400);
    expect(source.json().fields.source).toBeTruthy();
  });

  it('is rate-limited per address', async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 5; attempt++) expect((await subscribe(email)).statusCode).toBe(200);
    const blocked = await subscribe(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('RATE_LIMITED');
  });
});

describe('GET /api/newsletter/confirm', () => {
  it('works once: the second use is refused', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = linkToken(await lastMailTo(email), 'confirm');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: MESSAGES.newsletterConfirmLinkInvalid,
    });
  });

  it('refuses an expired, an unknown and a missing token', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = linkToken(await lastMailTo(email), 'confirm');
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.newsletterConfirmLinkInvalid);
    expect((await rowOf(email))?.isConfirmed).toBe(false);

    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.token).toBe(MESSAGES.invalidConfirmationLink);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('deactivates a confirmed subscriber, stays answerable, and re-subscribing needs a new confirmation', async () => {
    const email = newEmail();
    await subscribe(email);
    const mail = await lastMailTo(email);
    await confirm(linkToken(mail, 'confirm'));
    const before = await countActiveSubscribers(t.db);

    const out = await unsubscribe(linkToken(mail, 'unsubscribe'));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: MESSAGES.newsletterUnsubscribed });
    expect((await rowOf(email))?.isActive).toBe(false);
    expect(await countActiveSubscribers(t.db)).toBe(before - 1);
    expect((await unsubscribe(linkToken(mail, 'unsubscribe'))).statusCode).toBe(200);

    await subscribe(email);
    expect(await rowOf(email)).toMatchObject({ isActive: true, isConfirmed: false });
    const fresh = await lastMailTo(email);
    expect(linkToken(fresh, 'confirm')).not.toBe(linkToken(mail, 'confirm'));
    expect((await confirm(linkToken(fresh, 'confirm'))).statusCode).toBe(200);
    expect(await countActiveSubscribers(t.db)).toBe(before);
  });

  it('kills the pending confirm link of the same mail, and refuses an unknown token', async () => {
    const email = newEmail();
    await subscribe(email);
    const mail = await lastMailTo(email);
    expect((await unsubscribe(linkToken(mail, 'unsubscribe'))).statusCode).toBe(200);
    expect((await confirm(linkToken(mail, 'confirm'))).statusCode).toBe(400);
    const unknown = await unsubscribe('y'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.newsletterUnsubscribeLinkInvalid);
  });
});

describe('admin list and export', () => {
  /** Isolated data: a fresh app per describe would be slower, so these rows are told apart by domain. */
  let admin: string;
  let superadmin: string;

  beforeAll(async () => {
    admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
    superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
    // A seller of their own, as the lists below have always held one.
    await createUser(t.db, { role: 'SELLER' });
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('lists 50 a page, newest first, with the linked user and both filters', async () => {
    await t.db.delete(newsletterSubscribers);
    const { user } = await createUser(t.db, {
      firstName: 'Ada',
      lastName: 'Byron',
      companyName: 'Engines Ltd',
    });
    // 120 rows, one a minute, every state: active = i % 2, confirmed = i % 3.
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, source, is_active, is_confirmed, user_id, created_at)
      select 'list' || i || '@example.ca', 'footer', i % 2 = 0, i % 3 = 0,
        case when i = 119 then ${user.id}::uuid end,
        timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(0, 119) as i`);

    const first = await get('/api/newsletter/subscribers', admin);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 120, totalPages: 3 });
    expect(body.subscribers).toHaveLength(50);
    expect(body.subscribers[0]).toMatchObject({
      email: 'list119@example.ca',
      source: 'footer',
      isActive: false,
      isConfirmed: false,
      user: { firstName: 'Ada', lastName: 'Byron', companyName: 'Engines Ltd' },
      createdAt: '2026-01-01T01:59:00.000Z',
    });
    expect(body.subscribers[1].user).toBeNull();
    expect(Object.keys(body.subscribers[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'isActive', 'isConfirmed', 'source', 'user'].sort(),
    );

    const last = (await get('/api/newsletter/subscribers?page=3', admin)).json();
    expect(last.subscribers).toHaveLength(20);
    expect(last.subscribers.at(-1).email).toBe('list0@example.ca');

    const both = (await get('/api/newsletter/subscribers?active=true&confirmed=true&limit=5', admin)).json();
    expect(both.pagination).toEqual({ page: 1, limit: 5, total: 20, totalPages: 4 });
    for (const row of both.subscribers) expect(row).toMatchObject({ isActive: true, isConfirmed: true });
    const inactive = (await get('/api/newsletter/subscribers?active=false', admin)).json();
    expect(inactive.pagination.total).toBe(60);
    const unconfirmed = (await get('/api/newsletter/subscribers?confirmed=false&active=', admin)).json();
    expect(unconfirmed.pagination.total).toBe(80);
    expect(await countActiveSubscribers(t.db)).toBe(20);

    expect((await get('/api/newsletter/subscribers?active=maybe', admin)).statusCode).toBe(400);
  });

  it('exports a CSV download whose hostile values come back intact and neutralised', async () => {
    await t.db.delete(newsletterSubscribers);
    const { user } = await createUser(t.db, {
      firstName: "=cmd|' /C calc'!A0",
      lastName: '"quoted", with comma',
      companyName: 'Line one\nline two',
    });
    await t.db.insert(newsletterSubscribers).values([
      {
        email: '@x@example.ca',
        source: '+1',
        userId: user.id,
        isConfirmed: true,
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
      {
        email: 'plain@example.ca',
        source: '-1',
        isActive: false,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
    ]);

    const response = await get('/api/newsletter/subscribers/export', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parseCsv(response.body);
    expect(records).toEqual([
      [...NEWSLETTER_CSV_COLUMNS],
      [
        "'@x@example.ca",
        "'=cmd|' /C calc'!A0",
        '"quoted", with comma',
        'Line one\nline two',
        "'+1",
        'Yes',
        'Yes',
        '2026-02-01T00:00:00.000Z',
      ],
      ['plain@example.ca', '', '', '', "'-1", 'No', 'No', '2026-01-01T00:00:00.000Z'],
    ]);

    const filtered = parseCsv(
      (await get('/api/newsletter/subscribers/export?active=false', superadmin)).body,
    );
    expect(filtered.map((record) => record[0])).toEqual(['Email', 'plain@example.ca']);
  });

  it('neutralises formulas behind a line feed or written with full-width signs (issue 25)', async () => {
    await t.db.delete(newsletterSubscribers);
    const { user } = await createUser(t.db, {
      firstName: '\n=HYPERLINK("https://evil.example","Invoice")',
      lastName: '\uff1d1+1',
      companyName: '\uff20SUM(A1)\r\n=2+2',
    });
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'ff@example.ca', source: '\uff0b1', userId: user.id });
    const [, record] = parseCsv((await get('/api/newsletter/subscribers/export', admin)).body);
    expect(record?.slice(1, 5)).toEqual([
      '\'\n=HYPERLINK("https://evil.example","Invoice")',
      "'\uff1d1+1",
      "'\uff20SUM(A1)\r\n=2+2",
      "'\uff0b1",
    ]);
  });

  it('streams 5,000 rows in keyset pages, ties on created_at included, each row once', async () => {
    await t.db.delete(newsletterSubscribers);
    // One statement: every row shares created_at (now()), so the pages are told apart by id alone.
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, source, is_active, is_confirmed)
      select 'bulk' || i || '@example.ca', 'footer', true, i % 2 = 0
      from generate_series(1, 5000) as i`);

    const response = await get('/api/newsletter/subscribers/export', admin);
    expect(response.statusCode).toBe(200);
    const records = parseCsv(response.body);
    expect(records).toHaveLength(5001);
    expect(new Set(records.slice(1).map((record) => record[0])).size).toBe(5000);

    const confirmed = parseCsv((await get('/api/newsletter/subscribers/export?confirmed=true', admin)).body);
    expect(confirmed).toHaveLength(2501);
  });

  it('pages by the database timestamp, not a millisecond Date: microsecond neighbours are neither lost nor repeated', async () => {
    await t.db.delete(newsletterSubscribers);
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, source, created_at)
      select 'micro' || i || '@example.ca', 'footer', timestamptz '2026-03-01 00:00:00.000100+00' + i * interval '1 microsecond'
      from generate_series(1, 10) as i`);
    const chunks: string[] = [];
    for await (const chunk of exportSubscribersCsv(t.db, {}, 3)) chunks.push(String(chunk));
    // The header, then one chunk per keyset page of 3: each page is fetched and written on its own.
    expect(chunks).toHaveLength(5);
    const emails = parseCsv(chunks.join(''))
      .slice(1)
      .map((record) => record[0]);
    expect(emails).toEqual(Array.from({ length: 10 }, (_, i) => `micro${10 - i}@example.ca`));
  });
});
