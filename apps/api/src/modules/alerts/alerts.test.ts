import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions, follows, savedSearches, type UserRow, users } from '../../db/schema.ts';
import { drainOutbox } from '../../plugins/mail/index.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { TEST_PUBLIC_URL, useMailCapturingApp } from '../../test/mail.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { insertLot } from '../lots/queries.ts';
import { runDigests, SETTLE_MS } from './digest.ts';

/**
 * Issue 17 §5–6: a saved search or a followed auctioneer gets exactly one digest for a newly
 * approved match, never twice, with a one-click unsubscribe that works signed out.
 */

const { t, capture } = useMailCapturingApp('10.0.18');

/** A moment after every approval so far has settled (see SETTLE_MS). */
const later = (minutes = 2) => new Date(Date.now() + SETTLE_MS + minutes * 60_000);
const digest = (now = later()) => runDigests(t.app, { publicUrl: TEST_PUBLIC_URL, now });

async function mailsTo(user: UserRow) {
  await drainOutbox(t.app);
  return capture.sent.filter((mail) => mail.to === user.email);
}

async function newBuyer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = (await createUser(t.db, overrides)).user;
  return { user, token: await loginAs(t.app, user) };
}

/** An auction approved now (reviewed_at = now), the way review and auto-approval leave it. */
async function approvedAuction(sellerId: string, values: Record<string, unknown> = {}) {
  const id = await createAuction(t.app, {
    sellerId,
    categoryId: (await createCategory(t.db)).id,
    auctionStartDate: daysFromNow(8),
    ...values,
  });
  await t.db.update(auctions).set({ reviewedAt: new Date() }).where(eq(auctions.id, id));
  return id;
}

describe('saved searches', () => {
  it('mails exactly one digest for a newly approved match, with one-click unsubscribe headers', async () => {
    const seller = (await createUser(t.db, { companyName: 'Valley Auctions' })).user;
    // Listed before the search is saved: not new, never mailed.
    await approvedAuction(seller.id, { title: 'Old lanterns sale', location: 'Truro, NS' });
    const buyer = await newBuyer();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(buyer.token),
      payload: {
        name: 'Lanterns near Truro',
        frequency: 'INSTANT',
        filters: { search: 'lanterns', near: 'truro-ns', radiusKm: 50 },
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().savedSearch).toMatchObject({
      name: 'Lanterns near Truro',
      frequency: 'INSTANT',
      query: 'search=lanterns&near=truro-ns&radiusKm=50',
    });

    await approvedAuction(seller.id, {
      title: 'Brass lanterns and ship lamps',
      location: 'Truro, NS',
      placeId: 'truro-ns',
      lat: 45.36685,
      lng: -63.26538,
    });
    await approvedAuction(seller.id, {
      title: 'Lanterns of Halifax',
      location: 'Halifax, NS',
      placeId: 'halifax-ns',
      lat: 44.64269,
      lng: -63.57688,
    });
    await approvedAuction(seller.id, {
      title: 'Tractors only',
      location: 'Truro, NS',
      lat: 45.36685,
      lng: -63.26538,
    });

    // The watermark the search answers with: where its digests have looked up to (the journeys wait on it).
    const checkedUntil = async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/saved-searches',
        headers: bearer(buyer.token),
      });
      return list.json().savedSearches[0].checkedUntil;
    };
    const first = later();
    expect(Date.parse(await checkedUntil())).toBeLessThan(first.getTime() - SETTLE_MS);
    expect(await digest(first)).toBe(1);
    expect(await checkedUntil()).toBe(new Date(first.getTime() - SETTLE_MS).toISOString());
    const second = later(5);
    expect(await digest(second)).toBe(0);
    expect(await checkedUntil()).toBe(new Date(second.getTime() - SETTLE_MS).toISOString());
    const mails = await mailsTo(buyer.user);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('A new auction for “Lanterns near Truro”');
    expect(mail?.text).toContain('Brass lanterns and ship lamps');
    expect(mail?.text).not.toContain('Lanterns of Halifax');
    expect(mail?.text).not.toContain('Old lanterns sale');
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.user.id));
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${TEST_PUBLIC_URL}/api/alerts/unsubscribe?token=${row?.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/unsubscribe?token=${row?.unsubscribeToken}`);
  });

  it('matches a saved search against the lots of a new sale and names the lot (issue 29)', async () => {
    const seller = (await createUser(t.db)).user;
    const buyer = await newBuyer();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(buyer.token),
      payload: {
        name: 'Heintzman',
        frequency: 'INSTANT',
        filters: { search: 'heintzman', near: 'halifax-ns', radiusKm: 100 },
      },
    });
    expect(saved.statusCode).toBe(201);
    const id = await approvedAuction(seller.id, {
      title: 'Contents of a Truro farmhouse',
      location: 'Truro, NS',
      placeId: 'truro-ns',
      lat: 45.36685,
      lng: -63.26538,
    });
    await insertLot(t.db, id, 1, { lotNumber: '12', title: 'Heintzman piano' });
    await insertLot(t.db, id, 2, { lotNumber: '13', title: 'Heintzman piano bench' });
    forgetAuctionReads(t.app);

    expect(await digest()).toBe(1);
    const [mail] = await mailsTo(buyer.user);
    expect(mail?.text).toContain('Contents of a Truro farmhouse');
    expect(mail?.text).toMatch(/Truro, NS \(\d+ km away\)/);
    expect(mail?.text).toContain('Lot 12: “Heintzman piano” and 1 more');
    expect(mail?.text).toContain(`/auctions/${id}#lot-12`);
  });

  it('waits for the period of a daily search, then sends what came in meanwhile in one mail', async () => {
    const seller = (await createUser(t.db)).user;
    const buyer = await newBuyer({ language: 'fr' });
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(buyer.token),
      payload: { name: 'Horloges', frequency: 'DAILY', filters: { search: 'clocks' } },
    });
    await approvedAuction(seller.id, { title: 'Clocks and barometers' });
    await approvedAuction(seller.id, { title: 'Grandfather clocks' });
    expect(await digest()).toBe(0);
    expect(await digest(new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    const [mail] = await mailsTo(buyer.user);
    expect(mail?.subject).toBe('2\u00a0nouveaux encans pour «\u00a0Horloges\u00a0»');
  });

  it('mails nothing to an unconfirmed address, and the match waits for its confirmation (issue 27)', async () => {
    const seller = (await createUser(t.db)).user;
    const buyer = await newBuyer({ emailConfirmedAt: null });
    const follow = await t.app.inject({
      method: 'PUT',
      url: `/api/follows/${seller.id}`,
      headers: bearer(buyer.token),
      payload: { frequency: 'INSTANT' },
    });
    expect(follow.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(buyer.token),
      payload: { name: 'Decoys', frequency: 'INSTANT', filters: { search: 'decoys' } },
    });
    await approvedAuction(seller.id, { title: 'Carved decoys and weathervanes' });
    await digest();
    await digest(later(10));
    expect(await mailsTo(buyer.user)).toHaveLength(0);

    await t.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, buyer.user.id));
    await digest(later(20));
    const mails = await mailsTo(buyer.user);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.text.includes('Carved decoys and weathervanes'))).toBe(true);
  });

  it('lists, renames, changes and deletes only one’s own searches, and refuses bad ones', async () => {
    const owner = await newBuyer();
    const other = await newBuyer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(owner.token),
      payload: { name: 'Tools', filters: { category: (await createCategory(t.db)).id } },
    });
    const id = created.json().savedSearch.id as string;
    expect(created.json().savedSearch.frequency).toBe('DAILY');
    const put = (token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/saved-searches/${id}`, headers: bearer(token), payload });
    expect(
      (await put(owner.token, { name: 'Hand tools', frequency: 'WEEKLY' })).json().savedSearch,
    ).toMatchObject({
      name: 'Hand tools',
      frequency: 'WEEKLY',
    });
    expect((await put(other.token, { name: 'Mine now' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/saved-searches', headers: bearer(owner.token) });
    expect(list.json().savedSearches).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/api/saved-searches', headers: bearer(other.token) })).json().savedSearches,
    ).toEqual([]);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(owner.token),
      payload: { name: ' ', frequency: 'HOURLY', filters: { radiusKm: 9000 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ name: MESSAGES.savedSearchNameRequired });
    expect((await t.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${id}`,
      headers: bearer(other.token),
    });
    expect(removed.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/saved-searches/${id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('following an auctioneer', () => {
  it('mails a follower once when that auctioneer’s new auction is approved, and no one else’s', async () => {
    const harbour = (await createUser(t.db, { companyName: 'Harbour Auctions' })).user;
    const valley = (await createUser(t.db, { companyName: 'Valley Auctions' })).user;
    const buyer = await newBuyer();
    const followed = await t.app.inject({
      method: 'PUT',
      url: `/api/follows/${harbour.id}`,
      headers: bearer(buyer.token),
      payload: { frequency: 'INSTANT' },
    });
    expect(followed.json().follow).toMatchObject({
      sellerId: harbour.id,
      companyName: 'Harbour Auctions',
      frequency: 'INSTANT',
    });
    expect(
      (await t.app.inject({ url: `/api/follows/${harbour.id}`, headers: bearer(buyer.token) })).json().follow,
    ).not.toBeNull();

    await approvedAuction(harbour.id, { title: 'Dories and outboards' });
    await approvedAuction(valley.id, { title: 'Apple orchard equipment' });
    await digest();
    await digest(later(10));
    const mails = await mailsTo(buyer.user);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A new auction from Harbour Auctions');
    expect(mails[0]?.text).toContain('Dories and outboards');
    expect(mails[0]?.text).not.toContain('Apple orchard');
  });

  it('refuses following oneself or nobody, and unfollows', async () => {
    const buyer = await newBuyer();
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/follows/${buyer.user.id}`,
      headers: bearer(buyer.token),
      payload: {},
    });
    expect(self.statusCode).toBe(400);
    const nobody = await t.app.inject({
      method: 'PUT',
      url: '/api/follows/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21',
      headers: bearer(buyer.token),
      payload: {},
    });
    expect(nobody.statusCode).toBe(404);
    const seller = (await createUser(t.db)).user;
    await t.app.inject({
      method: 'PUT',
      url: `/api/follows/${seller.id}`,
      headers: bearer(buyer.token),
      payload: {},
    });
    await t.app.inject({ method: 'DELETE', url: `/api/follows/${seller.id}`, headers: bearer(buyer.token) });
    expect(
      (await t.app.inject({ url: '/api/follows', headers: bearer(buyer.token) })).json().follows,
    ).toEqual([]);
  });
});

describe('the followed auctioneers’ next sales (issue 27)', () => {
  it('answers each follow with its auctioneer’s next public sale, or null', async () => {
    const busy = (await createUser(t.db, { companyName: 'Busy Auctions' })).user;
    const quiet = (await createUser(t.db, { companyName: 'Quiet Auctions' })).user;
    const buyer = await newBuyer();
    for (const seller of [busy, quiet]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/follows/${seller.id}`,
        headers: bearer(buyer.token),
        payload: {},
      });
    }
    const categoryId = (await createCategory(t.db)).id;
    const later = await approvedAuction(busy.id, { title: 'Later sale', auctionStartDate: daysFromNow(20) });
    const next = await approvedAuction(busy.id, { title: 'Next sale', auctionStartDate: daysFromNow(3) });
    // Ended, or not public: never "next".
    await createAuction(t.app, {
      sellerId: busy.id,
      categoryId,
      auctionStartDate: daysFromNow(-5),
      auctionEndDate: daysFromNow(-4),
    });
    await createAuction(t.app, {
      sellerId: busy.id,
      categoryId,
      status: 'PENDING',
      auctionStartDate: daysFromNow(1),
    });
    await createAuction(t.app, { sellerId: quiet.id, categoryId, status: 'REJECTED' });

    const follows = (await t.app.inject({ url: '/api/follows', headers: bearer(buyer.token) })).json()
      .follows;
    expect(follows).toEqual([
      expect.objectContaining({
        companyName: 'Busy Auctions',
        nextSale: {
          id: next,
          title: 'Next sale',
          auctionStartDate: expect.any(String),
          timeZone: 'America/Halifax',
        },
      }),
      expect.objectContaining({ companyName: 'Quiet Auctions', nextSale: null }),
    ]);
    expect(later).not.toBe(next);
    const one = await t.app.inject({ url: `/api/follows/${busy.id}`, headers: bearer(buyer.token) });
    expect(one.json().follow.nextSale.id).toBe(next);
  });
});

describe('one-click unsubscribe', () => {
  it('turns the alert off signed out, from a mail client’s form post or the page’s JSON', async () => {
    const seller = (await createUser(t.db, { companyName: 'Harbour Auctions' })).user;
    const buyer = await newBuyer();
    await t.app.inject({
      method: 'PUT',
      url: `/api/follows/${seller.id}`,
      headers: bearer(buyer.token),
      payload: {},
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(buyer.token),
      payload: { name: 'Boats', filters: { search: 'boat' } },
    });
    const [search] = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.user.id));
    const [followRow] = await t.db.select().from(follows).where(eq(follows.userId, buyer.user.id));

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${search?.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ success: true, name: 'Boats' });

    const fromPage = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: followRow?.unsubscribeToken },
    });
    expect(fromPage.json()).toEqual({ success: true, name: 'Harbour Auctions' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: followRow?.unsubscribeToken },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.unsubscribeLinkInvalid);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: {} })).statusCode,
    ).toBe(404);
  });
});
