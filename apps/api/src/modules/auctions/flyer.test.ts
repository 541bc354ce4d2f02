import { type Auction, notStatedSaleFacts } from '@mariner/contracts';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { pageCountOf, textsOfPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPageAddress, flyerContent, flyerLines } from './flyer-content.ts';
import { renderFlyerPdf } from './flyer-pdf.ts';
import { createAuction, createCategory, multipart, png } from './test-fixtures.ts';

/** Issue 28, item 4: GET /api/auctions/{id}/flyer.pdf. */

let t: TestApp;
let seller: UserRow;
let categoryId: string;
let sellerToken: string;
let strangerToken: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://mariner.example' } });
  seller = (
    await createUser(t.db, {
      companyName: 'Tidewater Auctions',
      companyContactName: 'Émilie Thériault',
      companyContactPhone: '(902) 555-0112',
      companyContactEmail: 'sales@tidewater.example',
    })
  ).user;
  categoryId = (await createCategory(t.db)).id;
  sellerToken = await loginAs(t.app, seller);
  strangerToken = await loginAs(t.app, (await createUser(t.db)).user);
});
afterAll(() => t.close());

const getFlyer = (id: string, query = '', token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auctions/${id}/flyer.pdf${query}`,
    headers: token ? bearer(token) : {},
  });

const texts = (pdf: Buffer) => textsOfPdf(pdf).join('\n');

describe('GET /api/auctions/{id}/flyer.pdf', () => {
  it('answers a one-page PDF with the title, dates in the auction’s zone, place and contact', async () => {
    const id = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      title: 'Lunenburg harbour estate sale',
      location: 'Lunenburg, NS',
      auctionStartDate: new Date('2030-07-06T13:00:00Z'),
      auctionEndDate: new Date('2030-07-06T19:00:00Z'),
    });
    // A stored picture (WebP, as every upload is stored) is converted for the PDF.
    const upload = multipart(await png(1600, 900));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${id}/featured-image`,
      headers: { ...bearer(sellerToken), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const response = await getFlyer(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCountOf(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const drawn = texts(pdf);
    expect(drawn).toContain('Lunenburg harbour estate sale');
    // 13:00 UTC is 10:00 in Halifax in July.
    expect(drawn).toMatch(/Sat, Jul 6, 2030 · 10:00\sa\.m\.\sADT/);
    expect(drawn).toContain('Lunenburg, NS');
    expect(drawn).toContain('Émilie Thériault');
    expect(drawn).toContain('Tidewater Auctions');
  });

  it('prints French words and the French title with ?lang=fr, accents included', async () => {
    const id = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      title: 'Caraquet estate sale',
      titleFr: 'Encan de la succession à Caraquet',
      location: 'Caraquet, NB',
      province: 'NB',
    });
    const response = await getFlyer(id, '?lang=fr');
    expect(response.statusCode).toBe(200);
    const drawn = texts(response.rawPayload);
    expect(drawn).toContain('Encan de la succession à Caraquet');
    expect(drawn).toContain('Début');
    expect(drawn).toContain('Personne-ressource');
    expect(drawn).not.toContain('Starts');
    const english = texts((await getFlyer(id)).rawPayload);
    expect(english).toContain('Caraquet estate sale');
    expect(english).toContain('Starts');
  });

  it('is 404 for an unknown auction and for a pending one seen by a stranger; its seller may print it', async () => {
    expect((await getFlyer('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const pending = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });
    expect((await getFlyer(pending)).statusCode).toBe(404);
    expect((await getFlyer(pending, '', strangerToken)).statusCode).toBe(404);
    const own = await getFlyer(pending, '', sellerToken);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a language it does not have', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    expect((await getFlyer(id, '?lang=de')).statusCode).toBe(400);
  });
});

describe('the flyer’s content', () => {
  const auction = {
    ...notStatedSaleFacts(),
    id: '0d9c1f4e-2b3a-4c5d-8e6f-7a8b9c0d1e2f',
    title: 'Farm dispersal',
    titleFr: null,
    description: 'Tractors and tools.',
    descriptionFr: 'Tracteurs et outils.',
    location: 'Happy Valley-Goose Bay',
    province: 'NL',
    timeZone: 'America/Goose_Bay',
    eventStatus: 'CANCELLED',
    auctionStartDate: '2030-01-04T14:00:00.000Z',
    auctionEndDate: '2030-01-04T20:00:00.000Z',
    previewUrl: null,
    catalogUrl: 'https://catalog.example/farm',
    seller: {
      id: '1d9c1f4e-2b3a-4c5d-8e6f-7a8b9c0d1e2f',
      companyName: null,
      companyLogo: null,
      companyContactName: null,
      companyContactEmail: null,
      email: 'seller@example.ca',
      companyContactPhone: null,
      companyPhone: '709-555-0100',
    },
  } as unknown as Auction;

  it('opens the auction’s canonical page in the flyer’s language', () => {
    expect(auctionPageAddress('https://mariner.example/', auction.id, 'en')).toBe(
      `https://mariner.example/auctions/${auction.id}`,
    );
    expect(flyerContent(auction, 'fr', 'https://mariner.example').pageAddress).toBe(
      `https://mariner.example/fr/encans/${auction.id}`,
    );
  });

  it('encodes that address in the QR code', async () => {
    const create = vi.spyOn(QRCode, 'create');
    try {
      await renderFlyerPdf(flyerContent(auction, 'fr', 'https://mariner.example'), {
        photo: null,
        logo: null,
      });
      expect(create).toHaveBeenCalledWith(
        `https://mariner.example/fr/encans/${auction.id}`,
        expect.anything(),
      );
    } finally {
      create.mockRestore();
    }
  });

  it('stays on one page however long the texts, with a picture and a logo', async () => {
    const long = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');
    const content = flyerContent(
      {
        ...auction,
        title: long('Extraordinary', 15).slice(0, 200),
        description: long('Lots of furniture, tools and boats.', 200),
        location: long('Saint-Jean-Baptiste-de-Restigouche', 6),
        previewUrl: `https://preview.example/${'a'.repeat(1500)}`,
        seller: {
          ...auction.seller,
          companyName: long('Auctioneers', 18),
          companyContactName: long('Marie-Ève', 20),
          companyContactEmail: `${'x'.repeat(60)}@example.ca`,
        },
      } as Auction,
      'fr',
      'https://mariner.example',
    );
    const pdf = await renderFlyerPdf(content, {
      photo: await png(3000, 2000),
      logo: await png(2000, 400, 200),
    });
    expect(pageCountOf(pdf)).toBe(1);
  });

  it('lists the status when not as planned, the dates in the place’s zone, and only the facts given', () => {
    expect(flyerLines(auction, 'en')).toEqual([
      { label: 'Status', value: 'Cancelled' },
      { label: 'Starts', value: expect.stringMatching(/^Fri, Jan 4, 2030 · 10:00\sa\.m\.\sAST$/) },
      { label: 'Ends', value: expect.stringMatching(/4:00\sp\.m\.\sAST$/) },
      { label: 'Where', value: 'Happy Valley-Goose Bay, NL' },
      { label: 'Phone', value: '709-555-0100' },
      { label: 'Email', value: 'seller@example.ca' },
      { label: 'Catalogue', value: 'https://catalog.example/farm' },
    ]);
    expect(flyerContent(auction, 'fr', '').description).toBe('Tracteurs et outils.');
    expect(flyerLines(auction, 'fr')[0]).toEqual({ label: 'Statut', value: 'Annulé' });
  });

  it('prints the sale’s facts in the page’s words after the place, and the terms last (issue 28)', () => {
    const withFacts = {
      ...auction,
      eventStatus: 'SCHEDULED',
      saleType: 'HYBRID',
      biddingUrl: 'https://bid.example/farm',
      buyersPremiumPercent: 12.5,
      paymentMethods: ['CASH', 'E_TRANSFER'],
      previewTimes: [{ start: '2030-01-03T13:00:00.000Z', end: '2030-01-03T20:00:00.000Z' }],
      pickupTimes: [],
      terms: 'Everything sold as is, where is.',
      termsFr: null,
    } as Auction;
    const labels = flyerLines(withFacts, 'en').map((line) => line.label);
    expect(labels.slice(0, 6)).toEqual([
      'Starts',
      'Ends',
      'Where',
      'Sale type',
      'Buyer’s premium',
      'Preview',
    ]);
    expect(labels.at(-1)).toBe('Terms of sale');
    const lines = Object.fromEntries(flyerLines(withFacts, 'fr').map((line) => [line.label, line.value]));
    expect(Object.values(lines)).toContain('https://bid.example/farm');
    expect(Object.values(lines).join(' ')).toMatch(/12,5\s%/);
    expect(Object.values(lines).join(' ')).toContain('Everything sold as is, where is.');
  });
});
