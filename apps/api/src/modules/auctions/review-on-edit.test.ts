import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createAuction, createCategory } from './test-fixtures.ts';

/**
 * Issue 25, defect 2: an approved listing rewritten after its review goes back to review, unless
 * its seller is auto-approved or an admin edits it; an edit of anything but its texts keeps it live.
 */

let t: TestApp;
let categoryId: string;
let seller: UserRow;
let trusted: UserRow;
const tokens = { seller: '', trusted: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  seller = (await createUser(t.db)).user;
  trusted = (await createUser(t.db, { autoApprove: true })).user;
  tokens.seller = await loginAs(t.app, seller);
  tokens.trusted = await loginAs(t.app, trusted);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const approvedOf = (owner: UserRow) =>
  createAuction(t.app, {
    sellerId: owner.id,
    categoryId,
    title: 'Spring farm equipment dispersal',
    description:
      'Tractors, balers, hay wagons and a full workshop of tools; viewing the day before the sale.',
    location: 'Truro, NS',
  });

async function edit(id: string, token: string, overrides: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/auctions/${id}`,
    headers: bearer(token),
    payload: auctionPayload(categoryId, { previewUrl: null, catalogUrl: null, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().auction as { status: string; title: string };
}

const isPublic = async (id: string) =>
  (await t.app.inject({ url: `/api/auctions/${id}` })).statusCode === 200;

describe('editing an approved listing', () => {
  it.each([
    ['title', { title: 'Deposit required: pay at evil.example first' }],
    [
      'description',
      { description: 'Send a deposit by wire before viewing; the sale is otherwise the same one.' },
    ],
    ['French title', { titleFr: 'Vente de machinerie agricole du printemps' }],
    [
      'French description',
      { descriptionFr: 'Tracteurs, presses à foin et un atelier complet; visite la veille de la vente.' },
    ],
  ])('a changed %s sends it back to review and out of public view', async (_field, change) => {
    const id = await approvedOf(seller);
    expect((await edit(id, tokens.seller, change)).status).toBe('PENDING');
    expect(await isPublic(id)).toBe(false);
  });

  it('other changes keep it live', async () => {
    const id = await approvedOf(seller);
    const auction = await edit(id, tokens.seller, {
      location: 'Halifax, NS',
      previewUrl: 'https://example.ca/p',
    });
    expect(auction.status).toBe('APPROVED');
    expect(await isPublic(id)).toBe(true);
  });

  it('an auto-approved seller’s new title stays live', async () => {
    const id = await approvedOf(trusted);
    expect((await edit(id, tokens.trusted, { title: 'Autumn farm equipment dispersal' })).status).toBe(
      'APPROVED',
    );
  });

  it('an admin’s edit stays live', async () => {
    const id = await approvedOf(seller);
    expect((await edit(id, tokens.admin, { title: 'Spring farm dispersal, corrected' })).status).toBe(
      'APPROVED',
    );
  });
});
