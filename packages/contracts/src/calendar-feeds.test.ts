import { describe, expect, it } from 'vitest';
import { auctionFeedPath, googleCalendarUrl, webcalUrl } from './calendar-feeds.ts';

const auction = {
  title: 'Quidi Vidi boat auction',
  titleFr: 'Encan de bateaux de Quidi Vidi',
  description: 'Dories and nets.',
  descriptionFr: 'Doris et filets.',
  auctionStartDate: '2027-07-04T12:30:00.000Z',
  auctionEndDate: '2027-07-04T18:30:00.000Z',
  timeZone: 'America/St_Johns',
  location: '12 Forest Road, St. John’s',
  province: 'NL' as const,
};

describe('calendar links (issue 17)', () => {
  it('gives Google the instants in UTC and the auction’s zone to show them in', () => {
    const url = new URL(googleCalendarUrl(auction, 'https://mariner.example/auctions/a', 'en'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270704T123000Z/20270704T183000Z');
    expect(url.searchParams.get('ctz')).toBe('America/St_Johns');
    expect(url.searchParams.get('text')).toBe('Quidi Vidi boat auction');
    expect(url.searchParams.get('location')).toBe('12 Forest Road, St. John’s, NL');
    expect(url.searchParams.get('details')).toBe('Dories and nets.\n\nhttps://mariner.example/auctions/a');
  });

  it('does not repeat the province a location already ends with (issue 25)', () => {
    const kentville = { ...auction, location: 'Kentville, NS', province: 'NS' as const };
    const url = new URL(googleCalendarUrl(kentville, 'https://mariner.example/auctions/a', 'en'));
    expect(url.searchParams.get('location')).toBe('Kentville, NS');
  });

  it('uses the French text on a French page', () => {
    const url = new URL(googleCalendarUrl(auction, 'https://mariner.example/fr/encans/a', 'fr'));
    expect(url.searchParams.get('text')).toBe('Encan de bateaux de Quidi Vidi');
  });

  it('keeps a list’s filters in its feed and drops paging and unknown keys', () => {
    const list = new URLSearchParams('search=boat&near=truro-ns&radiusKm=50&sort=distance&page=3&view=map');
    expect(auctionFeedPath(list)).toBe(
      '/api/feeds/auctions.ics?search=boat&sort=distance&near=truro-ns&radiusKm=50',
    );
    expect(auctionFeedPath(new URLSearchParams())).toBe('/api/feeds/auctions.ics');
  });

  it('turns a web address into a subscription address', () => {
    expect(webcalUrl('https://mariner.example/api/feeds/auctions.ics?x=1')).toBe(
      'webcal://mariner.example/api/feeds/auctions.ics?x=1',
    );
  });
});
