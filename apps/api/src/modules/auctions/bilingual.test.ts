import type { Auction } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createAuction, createCategory } from './test-fixtures.ts';

/** Issue 16: an auction may carry French text beside the English, and is found in either language. */

let t: TestApp;
let seller: UserRow;
let superToken: string;
let categoryId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
  categoryId = (await createCategory(t.db)).id;
  ids.bilingual = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    title: 'Farm dispersal near Trois-Rivières',
    description: 'Tractors, balers and a workshop full of tools; viewing the day before the sale.',
    titleFr: 'Encan de dispersion agricole près de Trois-Rivières',
    descriptionFr: 'Tracteurs, presses à balles et un atelier rempli d’outils; visite la veille de l’encan.',
    location: 'Trois-Rivières, QC',
    province: 'QC',
  });
  ids.english = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    title: 'Lunenburg harbour estate auction',
    description: 'Dories, brass lanterns, quilts and hand tools from a seaside home; viewing Friday.',
  });
});
afterAll(() => t.close());

const search = async (words: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/auctions?search=${encodeURIComponent(words)}` })).json()
      .auctions as Auction[]
  ).map((auction) => auction.id);

describe('bilingual auctions', () => {
  it('finds an auction by French words, with or without accents', async () => {
    expect(await search('presses à balles')).toEqual([ids.bilingual]);
    expect(await search('presses a balles')).toEqual([ids.bilingual]);
    expect(await search('atelier outils')).toEqual([ids.bilingual]);
    expect(await search('Trois-Rivieres')).toEqual([ids.bilingual]);
  });

  it('still finds auctions by English words', async () => {
    expect(await search('tractors')).toEqual([ids.bilingual]);
    expect(await search('lanterns')).toEqual([ids.english]);
  });

  it('answers the French text beside the English, null when there is none', async () => {
    const both = (await t.app.inject({ method: 'GET', url: `/api/auctions/${ids.bilingual}` })).json()
      .auction;
    expect(both).toMatchObject({
      titleFr: 'Encan de dispersion agricole près de Trois-Rivières',
      title: 'Farm dispersal near Trois-Rivières',
    });
    const english = (await t.app.inject({ method: 'GET', url: `/api/auctions/${ids.english}` })).json()
      .auction;
    expect(english).toMatchObject({ titleFr: null, descriptionFr: null });
  });

  it('takes the French text at creation and holds it to the same lengths', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: bearer(superToken),
      payload: auctionPayload(categoryId, {
        titleFr: 'Encan de machinerie agricole au printemps',
        descriptionFr: 'Tracteurs, presses, chariots à foin et tout un atelier d’outils; visite la veille.',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().auction.titleFr).toBe('Encan de machinerie agricole au printemps');

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: bearer(superToken),
      payload: auctionPayload(categoryId, { titleFr: 'Encan', descriptionFr: 'Trop court' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({
      titleFr: MESSAGES.titleTooShort,
      descriptionFr: MESSAGES.descriptionTooShort,
    });
  });
});
