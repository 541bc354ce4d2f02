import { type AuctionResponse, MESSAGES, RESULTS_NOTE_MAX } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

/** Issue 28, item 6: PUT /api/auctions/{id}/results. */

let t: TestApp;
let seller: UserRow;
let categoryId: string;
const tokens = { seller: '', other: '', admin: '' };
type Who = keyof typeof tokens | 'anonymous';

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const putResults = (id: string, payload: Record<string, unknown>, who: Who = 'seller') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${id}/results`,
    headers: who === 'anonymous' ? {} : bearer(tokens[who]),
    payload,
  });

const endedAuction = (values: Record<string, unknown> = {}) =>
  createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    auctionStartDate: daysFromNow(-3),
    auctionEndDate: daysFromNow(-2),
    ...values,
  });

describe('PUT /api/auctions/{id}/results', () => {
  it('lets the seller add results once the sale has ended, shown on the auction at once', async () => {
    const id = await endedAuction();
    const before = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(before.json<AuctionResponse>().auction).toMatchObject({ resultsUrl: null, resultsNote: null });

    const response = await putResults(id, {
      resultsUrl: 'https://results.example/sale',
      resultsNote: '  Sold 212 lots.\nThank you all!  ',
    });
    expect(response.statusCode).toBe(200);
    const { auction } = response.json<AuctionResponse>();
    expect(auction).toMatchObject({
      resultsUrl: 'https://results.example/sale',
      resultsNote: 'Sold 212 lots.\nThank you all!',
      // Results are not a reviewed text: the sale stays public (decision 019).
      status: 'APPROVED',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(read.json<AuctionResponse>().auction.resultsNote).toBe('Sold 212 lots.\nThank you all!');

    const cleared = await putResults(id, { resultsUrl: '', resultsNote: null });
    expect(cleared.json<AuctionResponse>().auction).toMatchObject({ resultsUrl: null, resultsNote: null });
  });

  it('lets an admin set them too', async () => {
    const id = await endedAuction();
    const response = await putResults(id, { resultsNote: 'Results by the office.' }, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json<AuctionResponse>().auction.resultsNote).toBe('Results by the office.');
  });

  it('refuses results before the sale has ended (400), under way included', async () => {
    for (const [start, end] of [
      [7, 8],
      [-1, 1],
    ] as const) {
      const id = await endedAuction({
        auctionStartDate: daysFromNow(start),
        auctionEndDate: daysFromNow(end),
      });
      const response = await putResults(id, { resultsNote: 'Too soon' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'BAD_REQUEST',
        message: MESSAGES.resultsBeforeSaleEnded,
      });
    }
  });

  it('refuses others (403), visitors (401), and hides an unpublished sale from strangers (404)', async () => {
    const id = await endedAuction();
    expect((await putResults(id, { resultsNote: 'x' }, 'other')).statusCode).toBe(403);
    expect((await putResults(id, { resultsNote: 'x' }, 'anonymous')).statusCode).toBe(401);
    const pending = await endedAuction({ status: 'PENDING' });
    expect((await putResults(pending, { resultsNote: 'x' }, 'other')).statusCode).toBe(404);
    expect((await putResults('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
  });

  it('takes https addresses only and a bounded note without control characters', async () => {
    const id = await endedAuction();
    for (const resultsUrl of [
      'http://results.example',
      'javascript:alert(1)',
      'https://',
      'results.example',
    ]) {
      const response = await putResults(id, { resultsUrl });
      expect(response.statusCode, resultsUrl).toBe(400);
      expect(response.json().fields?.resultsUrl, resultsUrl).toBe(MESSAGES.resultsUrlHttps);
    }
    const long = await putResults(id, { resultsNote: 'a'.repeat(RESULTS_NOTE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    const control = await putResults(id, { resultsNote: 'bell\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().fields?.resultsNote).toBe(MESSAGES.controlCharacters);
  });
});
