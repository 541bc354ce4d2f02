import type { Auction, LotSearchResponse } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { insertLot, type LotValues } from './queries.ts';

let t: TestApp;
let sellerId: string;
let categoryId: string;
let otherCategoryId: string;
const sales: Record<string, string> = {};

/** Places of the gazetteer (migration 0013). */
const TRURO = {
  placeId: 'truro-ns',
  lat: 45.36685,
  lng: -63.26538,
  location: 'Truro, NS',
  province: 'NS',
} as const;
const HALIFAX = {
  placeId: 'halifax-ns',
  lat: 44.64533,
  lng: -63.57239,
  location: 'Halifax, NS',
  province: 'NS',
} as const;
const MONCTON = {
  placeId: null,
  lat: 46.0878,
  lng: -64.7782,
  location: 'Moncton, NB',
  province: 'NB',
} as const;

async function addLots(auctionId: string, values: Partial<LotValues>[]) {
  let position = 0;
  for (const value of values) {
    position += 1;
    await insertLot(t.db, auctionId, position, {
      lotNumber: String(position),
      title: 'Box lot of sundries',
      ...value,
    });
  }
  forgetAuctionReads(t.app);
}

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createUser(t.db)).user.id;
  categoryId = (await createCategory(t.db)).id;
  otherCategoryId = (await createCategory(t.db)).id;
  const sale = (key: string, values: Partial<Parameters<typeof createAuction>[1]>) =>
    createAuction(t.app, { sellerId, categoryId, title: `Sale ${key}`, ...values }).then((id) => {
      sales[key] = id;
      return id;
    });
  await sale('truro', { ...TRURO, auctionStartDate: daysFromNow(5) });
  await sale('halifax', { ...HALIFAX, auctionStartDate: daysFromNow(3) });
  await sale('moncton', { ...MONCTON, province: 'NB', auctionStartDate: daysFromNow(8) });
  await sale('pending', { ...TRURO, status: 'PENDING' });
  await sale('ended', {
    ...TRURO,
    auctionStartDate: daysFromNow(-3),
    auctionEndDate: daysFromNow(-2),
  });

  await addLots(sales.truro as string, [
    {
      title: 'Heintzman upright piano',
      description: 'Walnut case, tuned last spring.',
      images: ['/u/p1.webp'],
    },
    { title: 'Pine blanket box' },
    { title: 'Piano bench', description: 'Matches the Heintzman.' },
    { title: 'John Deere 5055E tractor', categoryId: otherCategoryId },
  ]);
  await addLots(sales.halifax as string, [
    { title: 'Oak dresser', titleFr: 'Commode en chêne', description: 'Zyxquor finish.' },
    { title: 'Heintzman grand piano' },
  ]);
  await addLots(sales.moncton as string, [
    { title: 'Cast iron stove', titleFr: 'Poêle à bois en fonte', descriptionFr: 'Réchaud émaillé' },
  ]);
  await addLots(sales.pending as string, [{ title: 'Heintzman hidden piano pending' }]);
  await addLots(sales.ended as string, [{ title: 'Heintzman ended piano' }]);
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/lots?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LotSearchResponse;
};
const titles = (answer: LotSearchResponse) => answer.lots.map((lot) => lot.title);

describe('GET /api/lots (issue 29 item 4)', () => {
  it('finds a lot by a unique word, with its sale and catalogue page', async () => {
    const answer = await search('search=zyxquor');
    expect(titles(answer)).toEqual(['Oak dresser']);
    const [lot] = answer.lots;
    expect(lot?.auction).toMatchObject({
      id: sales.halifax,
      title: 'Sale halifax',
      location: 'Halifax, NS',
      timeZone: 'America/Halifax',
    });
    expect(lot?.cataloguePage).toBe(1);
    expect(lot?.distanceKm).toBeUndefined();
    expect(answer.pagination).toEqual({ page: 1, limit: 24, total: 1, totalPages: 1 });
  });

  it('lists only lots of approved sales that have not ended, the best match first', async () => {
    const answer = await search('search=heintzman');
    // Titles weigh more than descriptions: both titled pianos before the bench that mentions one.
    expect(titles(answer).slice(0, 2).sort()).toEqual(['Heintzman grand piano', 'Heintzman upright piano']);
    expect(titles(answer)).toHaveLength(3);
    expect(titles(answer)[2]).toBe('Piano bench');
    expect(titles(answer).join()).not.toMatch(/hidden|ended/);
  });

  it('reads the words in English and in French, accents ignored', async () => {
    expect(titles(await search('search=pianos'))).toContain('Heintzman upright piano');
    expect(titles(await search('search=poele'))).toEqual(['Cast iron stove']);
    expect(titles(await search(`search=${encodeURIComponent('chêne')}`))).toEqual(['Oak dresser']);
    expect(titles(await search('search=rechaud'))).toEqual(['Cast iron stove']);
    expect(titles(await search('search=5055E'))).toEqual(['John Deere 5055E tractor']);
  });

  it('searches near a place with distanceKm, within the radius only, nearest first on demand', async () => {
    const near = await search('search=heintzman&near=truro-ns&radiusKm=50');
    expect(titles(near).sort()).toEqual(['Heintzman upright piano', 'Piano bench']);
    expect(near.lots.every((lot) => lot.distanceKm === 0)).toBe(true);

    const wide = await search('search=piano&near=truro-ns&radiusKm=100&sort=distance');
    expect(wide.lots.map((lot) => lot.auction.id)).toEqual([sales.truro, sales.truro, sales.halifax]);
    expect(wide.lots[2]?.distanceKm).toBeGreaterThan(70);
    expect(wide.lots[2]?.distanceKm).toBeLessThan(100);

    const byPoint = await search('near=45.36685,-63.26538&radiusKm=5');
    expect(byPoint.pagination.total).toBe(4);
  });

  it('filters by category (the lot’s, else its sale’s), province and start dates', async () => {
    expect(titles(await search(`category=${otherCategoryId}`))).toEqual(['John Deere 5055E tractor']);
    expect((await search(`category=${categoryId}`)).pagination.total).toBe(6);
    expect(titles(await search('province=nb'))).toEqual(['Cast iron stove']);
    const from = encodeURIComponent(daysFromNow(4).toISOString());
    const to = encodeURIComponent(daysFromNow(6).toISOString());
    const window = await search(`startDateFrom=${from}&startDateTo=${to}`);
    expect(new Set(window.lots.map((lot) => lot.auction.id))).toEqual(new Set([sales.truro]));
  });

  it('lists every public lot by sale date then catalogue order without words, and pages', async () => {
    const all = await search('limit=3');
    expect(all.pagination).toEqual({ page: 1, limit: 3, total: 7, totalPages: 3 });
    // Halifax starts first (3 days), then Truro (5), then Moncton (8).
    expect(titles(all)).toEqual(['Oak dresser', 'Heintzman grand piano', 'Heintzman upright piano']);
    // A page that starts inside one sale and ends in another.
    expect(titles(await search('limit=4&page=2'))).toEqual([
      'Piano bench',
      'John Deere 5055E tractor',
      'Cast iron stove',
    ]);
    const third = await search('limit=3&page=3');
    expect(titles(third)).toEqual(['Cast iron stove']);
    const past = await search('search=piano&page=9');
    expect(past.lots).toEqual([]);
    expect(past.pagination.total).toBe(3);

    // Past the last page without words: no lot, and still the whole count.
    const beyond = await search('limit=3&page=9');
    expect(beyond.lots).toEqual([]);
    expect(beyond.pagination.total).toBe(7);
    // Nearest first without words, page by page, as one page holding them all.
    const nearest = 'near=45.36685,-63.26538&radiusKm=500&sort=distance';
    const whole = titles(await search(`${nearest}&limit=10`));
    const paged = [1, 2, 3].map(async (page) => titles(await search(`${nearest}&limit=3&page=${page}`)));
    expect((await Promise.all(paged)).flat()).toEqual(whole);
    expect(whole).toHaveLength(7);
  });

  it('answers 400 for bad parameters', async () => {
    for (const query of [
      'page=0',
      'limit=abc',
      'category=nope',
      'near=atlantis',
      'near=45,-63&radiusKm=10000',
      'province=ZZ',
      'sort=price',
      'startDateFrom=yesterday',
    ]) {
      const res = await t.app.inject({ url: `/api/lots?${query}` });
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
    }
  });
});

describe('GET /api/auctions/{id}/lots?lot= (a shared lot past the first page)', () => {
  it('answers the page holding the lot of that number, whatever its case', async () => {
    const res = await t.app.inject({ url: `/api/auctions/${sales.truro}/lots?lot=3&limit=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 2, limit: 2, total: 4 });
    expect(res.json().lots.map((lot: { lotNumber: string }) => lot.lotNumber)).toEqual(['3', '4']);
    const unknown = await t.app.inject({ url: `/api/auctions/${sales.truro}/lots?lot=99&limit=2` });
    expect(unknown.json().pagination.page).toBe(1);
  });
});

describe('GET /api/auctions?search= finds sales by their lots (issue 29 item 4)', () => {
  it('lists a sale found by a lot, with how many lots matched and the first one', async () => {
    const res = await t.app.inject({ url: '/api/auctions?search=heintzman' });
    expect(res.statusCode).toBe(200);
    const found = (res.json() as { auctions: Auction[] }).auctions;
    expect(found.map((auction) => auction.id).sort()).toEqual([sales.halifax, sales.truro].sort());
    const truro = found.find((auction) => auction.id === sales.truro);
    expect(truro?.matchingLots).toEqual({
      count: 2,
      first: {
        id: expect.any(String),
        lotNumber: '1',
        title: 'Heintzman upright piano',
        titleFr: null,
        image: '/u/p1.webp',
        cataloguePage: 1,
      },
    });
  });

  it('pages such a search from its remembered match list, each page read by id alone (issue 26)', async () => {
    forgetAuctionReads(t.app);
    // Every statement the app sends, through drizzle's client (PGlite's stand-in or the pool).
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const sent: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      sent.push(typeof args[0] === 'string' ? args[0] : JSON.stringify(args[0]));
      return query.apply(this, args);
    };
    try {
      const pages: string[] = [];
      for (const page of [1, 2]) {
        const res = await t.app.inject({ url: `/api/auctions?search=heintzman&limit=1&page=${page}` });
        expect(res.statusCode).toBe(200);
        const answer = res.json() as { auctions: Auction[]; pagination: { total: number } };
        expect(answer.pagination.total).toBe(2);
        pages.push(...answer.auctions.map((auction) => auction.id));
      }
      expect(pages.sort()).toEqual([sales.halifax, sales.truro].sort());
      // Both sales are found by their lots only: the recheck of a page's row must still see them
      // match, or the page is read again from every match (pageByKey's window).
      expect(sent.filter((text) => text.includes('count(*) over ()'))).toEqual([]);
      expect(sent.filter((text) => text.includes('string_agg'))).toHaveLength(1);
    } finally {
      client.query = query;
    }
  });

  it('leaves matchingLots out without a search, and where no lot matched', async () => {
    const plain = await t.app.inject({ url: '/api/auctions' });
    expect(
      (plain.json() as { auctions: Auction[] }).auctions.every((a) => a.matchingLots === undefined),
    ).toBe(true);
    const byTitle = await t.app.inject({ url: '/api/auctions?search=moncton' });
    const [moncton] = (byTitle.json() as { auctions: Auction[] }).auctions;
    expect(moncton?.id).toBe(sales.moncton);
    expect(moncton?.matchingLots).toBeUndefined();
  });
});
