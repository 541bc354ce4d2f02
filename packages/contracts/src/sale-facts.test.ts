import { describe, expect, it } from 'vitest';
import { type Auction, CreateAuctionRequest, placeTimeZone } from './index.ts';
import { auctionEvent } from './json-ld.ts';
import {
  attendanceModeOf,
  describeSaleFacts,
  formatBuyersPremium,
  formatPercent,
  formatSaleWindow,
  hasAtMostTwoDecimals,
  notStatedSaleFacts,
  premiumToBasisPoints,
  type SaleFactsSource,
} from './sale-facts.ts';

/** Issue 28, decision 018: the words of a sale's facts, shared by the page, the API and the flyer. */

const facts = (overrides: Partial<SaleFactsSource> = {}): SaleFactsSource => ({
  ...notStatedSaleFacts(),
  timeZone: 'America/Halifax',
  ...overrides,
});

const text = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

describe('formatBuyersPremium', () => {
  it('says it as the issue writes it, and in French typography', () => {
    expect(formatBuyersPremium(15, 'en')).toBe('+ 15 % buyer’s premium');
    expect(formatBuyersPremium(12.5, 'en')).toBe('+ 12.5 % buyer’s premium');
    expect(formatBuyersPremium(12.5, 'fr')).toBe('+ 12,5\u00a0% de prime d’acheteur');
    expect(formatBuyersPremium(0, 'en')).toBe('No buyer’s premium');
    expect(formatBuyersPremium(0, 'fr')).toBe('Sans prime d’acheteur');
  });

  it('keeps two decimals and no float noise', () => {
    expect(formatPercent(17.35, 'en')).toBe('17.35 %');
    expect(premiumToBasisPoints(17.35)).toBe(1735);
    expect(premiumToBasisPoints(0.07)).toBe(7);
    expect(hasAtMostTwoDecimals(12.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(12.125)).toBe(false);
  });
});

describe('formatSaleWindow', () => {
  const window = { start: '2026-12-04T13:00:00Z', end: '2026-12-04T21:00:00Z' };

  it('shows a window of one day in the auction’s own zone', () => {
    expect(text(formatSaleWindow(window, 'America/Halifax', 'en'))).toBe(
      'Fri, Dec 4, 2026 · 9:00 a.m. – 5:00 p.m. AST',
    );
    expect(text(formatSaleWindow(window, 'America/St_Johns', 'en'))).toBe(
      'Fri, Dec 4, 2026 · 9:30 a.m. – 5:30 p.m. NST',
    );
    expect(text(formatSaleWindow(window, 'America/Halifax', 'fr'))).toMatch(
      /^ven\. 4 déc\. 2026 · 9 h 00 – 17 h 00/,
    );
  });

  it('a Labrador auction is on Atlantic time, not Newfoundland’s', () => {
    const zone = placeTimeZone('NL', 53.3, -60.42); // Happy Valley-Goose Bay
    expect(zone).toBe('America/Goose_Bay');
    expect(text(formatSaleWindow(window, zone, 'en'))).toBe('Fri, Dec 4, 2026 · 9:00 a.m. – 5:00 p.m. AST');
  });

  it('gives both days of a window over midnight', () => {
    const overnight = { start: '2026-12-04T22:00:00Z', end: '2026-12-05T14:00:00Z' };
    expect(text(formatSaleWindow(overnight, 'America/Halifax', 'en'))).toBe(
      'Fri, Dec 4, 2026 · 6:00 p.m. AST – Sat, Dec 5, 2026 · 10:00 a.m. AST',
    );
  });
});

describe('describeSaleFacts', () => {
  it('lists nothing for a sale whose seller stated nothing', () => {
    expect(describeSaleFacts(facts(), 'en')).toEqual([]);
  });

  it('lists the stated facts in order, in the language asked, times in the auction’s zone', () => {
    const full = facts({
      saleType: 'HYBRID',
      biddingUrl: 'https://bid.example.ca/42',
      buyersPremiumPercent: 15,
      paymentMethods: ['CASH', 'E_TRANSFER'],
      previewTimes: [
        { start: '2026-12-03T13:00:00Z', end: '2026-12-03T21:00:00Z' },
        { start: '2026-12-04T13:00:00Z', end: '2026-12-04T15:00:00Z' },
      ],
      pickupTimes: [{ start: '2026-12-06T13:00:00Z', end: '2026-12-06T20:00:00Z' }],
      terms: 'Cash on the day.',
      termsFr: 'Comptant le jour même.',
      timeZone: placeTimeZone('NL', 52.94, -66.91), // Labrador City
    });
    const english = describeSaleFacts(full, 'en').map((fact) => [fact.label, text(fact.value)]);
    expect(english).toEqual([
      ['Sale type', 'On site and online'],
      ['Bid online', 'https://bid.example.ca/42'],
      ['Buyer’s premium', '15 %'],
      ['Payment', 'Cash, Interac e-Transfer'],
      [
        'Preview',
        'Thu, Dec 3, 2026 · 9:00 a.m. – 5:00 p.m. AST\nFri, Dec 4, 2026 · 9:00 a.m. – 11:00 a.m. AST',
      ],
      ['Pickup', 'Sun, Dec 6, 2026 · 9:00 a.m. – 4:00 p.m. AST'],
      ['Terms of sale', 'Cash on the day.'],
    ]);
    const french = describeSaleFacts(full, 'fr');
    expect(french.map((fact) => fact.label)).toEqual([
      'Type de vente',
      'Enchérir en ligne',
      'Prime d’acheteur',
      'Paiement',
      'Visite des lots',
      'Récupération des achats',
      'Conditions de vente',
    ]);
    expect(french[0]?.value).toBe('Sur place et en ligne');
    expect(french[3]?.value).toBe('Comptant, Virement Interac');
    expect(french[4]?.lines).toHaveLength(2);
    expect(french.at(-1)).toMatchObject({ value: 'Comptant le jour même.', lang: 'fr' });
  });

  it('falls back to the terms in the other language, and says which', () => {
    expect(describeSaleFacts(facts({ terms: 'As is.' }), 'fr')).toEqual([
      expect.objectContaining({ key: 'terms', value: 'As is.', lang: 'en' }),
    ]);
    expect(describeSaleFacts(facts({ termsFr: 'Tel quel.' }), 'en')).toEqual([
      expect.objectContaining({ key: 'terms', value: 'Tel quel.', lang: 'fr' }),
    ]);
  });

  it('states a premium of 0 and leaves out a bidding link of a sale on site', () => {
    const described = describeSaleFacts(
      facts({ saleType: 'LIVE_ONSITE', biddingUrl: 'https://bid.example.ca', buyersPremiumPercent: 0 }),
      'en',
    );
    expect(described.map((fact) => [fact.key, fact.value])).toEqual([
      ['saleType', 'Live on site'],
      ['buyersPremium', '0 %'],
    ]);
  });
});

describe('the create schema and the facts', () => {
  const base = {
    title: 'Spring farm equipment dispersal',
    description:
      'Tractors, balers, hay wagons and a full workshop of tools; viewing the day before the sale.',
    categoryId: '6f1c4f8e-7a9b-4c1d-8e2f-3a4b5c6d7e8f',
    auctionStartDate: '2099-06-01T13:00:00Z',
    auctionEndDate: '2099-06-02T13:00:00Z',
    location: 'Truro, NS',
  };

  it('leaves every fact out when none is sent', () => {
    const parsed = CreateAuctionRequest.parse(base);
    expect(parsed.saleType).toBeUndefined();
    expect(parsed.paymentMethods).toBeUndefined();
  });

  it('reads an empty type or link as not stated', () => {
    const parsed = CreateAuctionRequest.parse({ ...base, saleType: '', biddingUrl: '' });
    expect(parsed).toMatchObject({ saleType: null, biddingUrl: null });
  });
});

describe('auctionEvent (JSON-LD)', () => {
  const auction = {
    ...notStatedSaleFacts(),
    id: '6f1c4f8e-7a9b-4c1d-8e2f-3a4b5c6d7e8f',
    title: 'Farm sale',
    description: 'Tractors and tools.',
    titleFr: null,
    descriptionFr: null,
    categoryId: '6f1c4f8e-7a9b-4c1d-8e2f-3a4b5c6d7e8f',
    category: { id: '6f1c4f8e-7a9b-4c1d-8e2f-3a4b5c6d7e8f', name: 'Farm' },
    featuredImage: null,
    images: [],
    location: 'Truro, NS',
    province: 'NS',
    timeZone: 'America/Halifax',
    status: 'APPROVED',
    eventStatus: 'SCHEDULED',
    previousStartDate: null,
    auctionStartDate: '2026-12-04T14:00:00.000Z',
    auctionEndDate: '2026-12-04T20:00:00.000Z',
    previewUrl: null,
    catalogUrl: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    sellerId: '6f1c4f8e-7a9b-4c1d-8e2f-3a4b5c6d7e8f',
    seller: {
      id: '6f1c4f8e-7a9b-4c1d-8e2f-3a4b5c6d7e8f',
      companyName: 'Avonlea Auctions',
      companyLogo: null,
      companyContactName: null,
      companyContactEmail: null,
      email: 'a@example.ca',
      companyContactPhone: null,
      companyPhone: null,
    },
  } satisfies Auction;
  const url = 'https://bid.example.ca/42';
  const ld = (overrides: Partial<Auction>) =>
    auctionEvent({ ...auction, ...overrides }, 'https://mariner.example') as unknown as Record<
      string,
      unknown
    >;

  it('an auction of no stated type stays an offline event at its place, with no offers', () => {
    const event = ld({});
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.location).toMatchObject({ '@type': 'Place', name: 'Truro, NS' });
    expect(event).not.toHaveProperty('offers');
  });

  it('leaves lots out: no offers, itemOffered or lot text, however many the catalogue holds (issue 29 item 6)', () => {
    // Google's Event guidance reads `offers` as tickets to the event (price, availability, a ticket
    // address); schema.org's Offer needs a price or a price specification, which an estimate is not.
    // A lot sold by bidding is neither, so the Event states none rather than inventing one.
    const event = ld({
      lotCount: 120,
      matchingLots: {
        count: 2,
        first: {
          id: auction.id,
          lotNumber: '12',
          title: 'Heintzman piano',
          titleFr: null,
          image: '/u/piano.webp',
          cataloguePage: 1,
        },
      },
    });
    expect(event).not.toHaveProperty('offers');
    expect(JSON.stringify(event)).not.toMatch(/itemOffered|Heintzman|"Offer"|AggregateOffer/);
  });

  it('on site: offline at its place', () => {
    expect(ld({ saleType: 'LIVE_ONSITE' })).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place' },
    });
  });

  it('online timed and webcast: online, at the bidding address', () => {
    for (const saleType of ['ONLINE_TIMED', 'LIVE_WEBCAST'] as const) {
      expect(ld({ saleType, biddingUrl: url })).toMatchObject({
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url },
      });
    }
    // Without a bidding address, the place where the lots are, not an invented address.
    expect(ld({ saleType: 'ONLINE_TIMED' }).location).toMatchObject({ '@type': 'Place' });
  });

  it('hybrid: mixed, at its place and online', () => {
    const event = ld({ saleType: 'HYBRID', biddingUrl: url });
    expect(event.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(event.location).toEqual([
      expect.objectContaining({ '@type': 'Place' }),
      { '@type': 'VirtualLocation', url },
    ]);
    expect(event).not.toHaveProperty('offers');
    expect(attendanceModeOf('HYBRID')).toBe('https://schema.org/MixedEventAttendanceMode');
  });
});

describe('formatSaleWindow in French', () => {
  it('writes every hour alike, the zone once at the end', () => {
    const window = { start: '2026-12-07T11:30:00Z', end: '2026-12-07T12:30:00Z' };
    expect(text(formatSaleWindow(window, 'America/St_Johns', 'fr'))).toBe(
      'lun. 7 déc. 2026 · 8 h 00 – 9 h 00 HNT',
    );
  });
});
