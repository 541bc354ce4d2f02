import { MESSAGES } from '@mariner/contracts';
import { auctionEvent } from '@mariner/contracts/json-ld';
import { describe, expect, it } from 'vitest';
import { follows, savedAuctions, type UserRow } from '../../db/schema.ts';
import { drainOutbox } from '../../plugins/mail/index.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { getAuction } from './service.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

/**
 * Issue 17 §7: a seller cancels or postpones a sale; the page, its structured data and its calendar
 * file say so, and everyone who saved it or follows its auctioneer is mailed once, in their language.
 */

const { t, capture } = useMailCapturingApp('10.0.17');

async function setUp(options: { status?: 'APPROVED' | 'PENDING' } = {}) {
  const seller = (await createUser(t.db, { companyName: 'Harbour Auctions', province: 'NL' })).user;
  const categoryId = (await createCategory(t.db)).id;
  const id = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    title: 'Quidi Vidi marine auction',
    titleFr: 'Encan maritime de Quidi Vidi',
    province: 'NL',
    auctionStartDate: new Date('2027-07-04T12:30:00.000Z'),
    auctionEndDate: new Date('2027-07-04T18:30:00.000Z'),
    status: options.status ?? 'APPROVED',
  });
  const english = (await createUser(t.db)).user;
  const french = (await createUser(t.db, { language: 'fr' })).user;
  const follower = (await createUser(t.db)).user;
  await t.db.insert(savedAuctions).values([
    { userId: english.id, auctionId: id },
    { userId: french.id, auctionId: id },
  ]);
  // The English saver follows the auctioneer too: still one mail.
  await t.db.insert(follows).values([
    { userId: follower.id, sellerId: seller.id, unsubscribeToken: `f-${follower.id}` },
    { userId: english.id, sellerId: seller.id, unsubscribeToken: `f-${english.id}` },
  ]);
  return { seller, sellerToken: await loginAs(t.app, seller), id, english, french, follower };
}

const change = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/auctions/${id}/event-status`, headers: bearer(token), payload });

async function mailsTo(user: UserRow) {
  await drainOutbox(t.app);
  return capture.sent.filter((mail) => mail.to === user.email);
}

/** The structured data the auction's page carries (pages.test.ts checks it reaches the HTML). */
const eventOfPage = async (id: string) =>
  auctionEvent(await getAuction(t.app, null, id), 'https://mariner.example');

describe('POST /api/auctions/{id}/event-status', () => {
  it('cancels a sale for good, mails each saver once in their language, and says so everywhere', async () => {
    const { sellerToken, id, english, french, follower } = await setUp();
    const cancelled = await change(sellerToken, id, { eventStatus: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().auction).toMatchObject({ eventStatus: 'CANCELLED', previousStartDate: null });

    const [toEnglish, ...moreEnglish] = await mailsTo(english);
    expect(moreEnglish).toHaveLength(0);
    expect(toEnglish?.subject).toBe('Cancelled: Quidi Vidi marine auction');
    expect(toEnglish?.text).toContain('planned for Sun, Jul 4, 2027 · 10:00 a.m. NDT is cancelled');
    expect(toEnglish?.text).toContain(`/auctions/${id}`);
    expect(await mailsTo(follower)).toHaveLength(1);
    const [toFrench] = await mailsTo(french);
    expect(toFrench?.subject).toBe('Annulé\u00a0: Encan maritime de Quidi Vidi');

    const again = await change(sellerToken, id, { eventStatus: 'POSTPONED' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.auctionCancelledFinal);
    expect(await mailsTo(english)).toHaveLength(1);

    expect((await eventOfPage(id)).eventStatus).toBe('https://schema.org/EventCancelled');
    const ics = (await t.app.inject({ url: `/api/auctions/${id}/calendar.ics` })).body;
    expect(ics).toContain('STATUS:CANCELLED');
  });

  it('postpones a sale to a date still to come', async () => {
    const { sellerToken, id, english } = await setUp();
    const postponed = await change(sellerToken, id, { eventStatus: 'POSTPONED' });
    expect(postponed.json().auction).toMatchObject({
      eventStatus: 'POSTPONED',
      auctionStartDate: '2027-07-04T12:30:00.000Z',
    });
    expect((await mailsTo(english))[0]?.subject).toBe('Postponed: Quidi Vidi marine auction');
    expect((await eventOfPage(id)).eventStatus).toBe('https://schema.org/EventPostponed');
  });

  it('moves a sale to a new date, keeping its length and its former start', async () => {
    const { sellerToken, id, english } = await setUp();
    const moved = await change(sellerToken, id, {
      eventStatus: 'POSTPONED',
      newStartDate: '2027-07-11T12:30:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().auction).toMatchObject({
      eventStatus: 'RESCHEDULED',
      auctionStartDate: '2027-07-11T12:30:00.000Z',
      auctionEndDate: '2027-07-11T18:30:00.000Z',
      previousStartDate: '2027-07-04T12:30:00.000Z',
    });
    const [mail] = await mailsTo(english);
    expect(mail?.subject).toBe('New date: Quidi Vidi marine auction');
    expect(mail?.text).toContain('has moved to Sun, Jul 11, 2027 · 10:00 a.m. NDT');
    expect(await eventOfPage(id)).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2027-07-04T10:00:00-02:30',
      startDate: '2027-07-11T10:00:00-02:30',
    });
  });

  it('refuses a new date in the past or an end before it, naming the field', async () => {
    const { sellerToken, id } = await setUp();
    const past = await change(sellerToken, id, {
      eventStatus: 'POSTPONED',
      newStartDate: daysFromNow(-1).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ newStartDate: MESSAGES.startDateInFuture });
    const backwards = await change(sellerToken, id, {
      eventStatus: 'POSTPONED',
      newStartDate: '2027-07-11T12:30:00.000Z',
      newEndDate: '2027-07-11T10:00:00.000Z',
    });
    expect(backwards.json().fields).toEqual({ newEndDate: MESSAGES.endDateAfterStart });
    const unknown = await change(sellerToken, id, { eventStatus: 'SCHEDULED' });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets only the seller or an admin change it, and not once it has ended', async () => {
    const { id } = await setUp();
    const stranger = (await createUser(t.db)).user;
    const refused = await change(await loginAs(t.app, stranger), id, { eventStatus: 'CANCELLED' });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/auctions/${id}/event-status`,
          payload: { eventStatus: 'CANCELLED' },
        })
      ).statusCode,
    ).toBe(401);
    const admin = (await createUser(t.db, { role: 'ADMIN' })).user;
    expect((await change(await loginAs(t.app, admin), id, { eventStatus: 'POSTPONED' })).statusCode).toBe(
      200,
    );

    const seller = (await createUser(t.db)).user;
    const ended = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId: (await createCategory(t.db)).id,
      auctionStartDate: daysFromNow(-3),
      auctionEndDate: daysFromNow(-2),
    });
    const late = await change(await loginAs(t.app, seller), ended, { eventStatus: 'CANCELLED' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.auctionAlreadyEnded);
  });

  it('mails once per change: the same status again answers 200 unchanged, even ten at once (issue 25, defect 10)', async () => {
    const { sellerToken, id, english, follower } = await setUp();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => change(sellerToken, id, { eventStatus: 'POSTPONED' })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(burst.every((response) => response.json().auction.eventStatus === 'POSTPONED')).toBe(true);
    expect(await mailsTo(english)).toHaveLength(1);
    expect(await mailsTo(follower)).toHaveLength(1);

    const again = await change(sellerToken, id, { eventStatus: 'POSTPONED' });
    expect(again.statusCode).toBe(200);
    expect(again.json().auction.eventStatus).toBe('POSTPONED');
    expect(await mailsTo(english)).toHaveLength(1);

    // A new date is a change; the same date again is not; another date is.
    const moved = { eventStatus: 'POSTPONED', newStartDate: '2027-07-11T12:30:00.000Z' };
    expect((await change(sellerToken, id, moved)).statusCode).toBe(200);
    const same = await change(sellerToken, id, moved);
    expect(same.json().auction).toMatchObject({
      eventStatus: 'RESCHEDULED',
      previousStartDate: '2027-07-04T12:30:00.000Z',
    });
    expect(await mailsTo(english)).toHaveLength(2);
    await change(sellerToken, id, { ...moved, newStartDate: '2027-07-18T12:30:00.000Z' });
    expect(await mailsTo(english)).toHaveLength(3);

    // Cancelled twice: the second is the same status, answered unchanged rather than refused.
    await change(sellerToken, id, { eventStatus: 'CANCELLED' });
    const cancelledAgain = await change(sellerToken, id, { eventStatus: 'CANCELLED' });
    expect(cancelledAgain.statusCode).toBe(200);
    expect(cancelledAgain.json().auction.eventStatus).toBe('CANCELLED');
    expect(await mailsTo(english)).toHaveLength(4);
  });

  it('mails no saver or follower whose address is not confirmed yet (issue 27)', async () => {
    const { seller, sellerToken, id } = await setUp();
    const saver = (await createUser(t.db, { emailConfirmedAt: null })).user;
    const follower = (await createUser(t.db, { emailConfirmedAt: null })).user;
    await t.db.insert(savedAuctions).values({ userId: saver.id, auctionId: id });
    await t.db
      .insert(follows)
      .values({ userId: follower.id, sellerId: seller.id, unsubscribeToken: `f-${follower.id}` });
    expect((await change(sellerToken, id, { eventStatus: 'CANCELLED' })).statusCode).toBe(200);
    expect(await mailsTo(saver)).toHaveLength(0);
    expect(await mailsTo(follower)).toHaveLength(0);
  });

  it('changes a listing still under review without mailing anyone', async () => {
    const { sellerToken, id, english } = await setUp({ status: 'PENDING' });
    expect((await change(sellerToken, id, { eventStatus: 'CANCELLED' })).statusCode).toBe(200);
    expect(await mailsTo(english)).toHaveLength(0);
  });
});
