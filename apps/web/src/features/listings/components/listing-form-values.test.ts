import { describe, expect, it } from 'vitest';
import { makeAuction } from '../auction-fixture.ts';
import {
  auctionToFormValues,
  emptyListingValues,
  formTimeZone,
  readPremium,
  toAuctionPayload,
} from './listing-form-values.ts';

// Issue 28: the dates are typed on the clock of the place, the one the server shows them in.
const GOOSE_BAY = { lat: 53.3038, lng: -60.32576 };
const options = {
  mode: 'create' as const,
  selfId: 'me',
  fallbackProvince: null,
  placeAt: (id: string) => (id === 'happy-valley-goose-bay-nl' ? GOOSE_BAY : undefined),
};
const values = {
  ...emptyListingValues('me', 'NL'),
  location: 'Happy Valley-Goose Bay, NL',
  auctionStartDate: '2026-12-05T10:00',
  auctionEndDate: '2026-12-05T16:00',
};

describe('the listing form reads dates in the place’s zone', () => {
  it('reads a Labrador auction’s times on Atlantic time once its place is picked', () => {
    const picked = { ...values, placeId: 'happy-valley-goose-bay-nl' };
    expect(formTimeZone(picked, options)).toBe('America/Goose_Bay');
    expect(toAuctionPayload(picked, options)).toMatchObject({
      province: 'NL',
      auctionStartDate: '2026-12-05T14:00:00.000Z',
      auctionEndDate: '2026-12-05T20:00:00.000Z',
    });
  });

  it('keeps the province’s zone without a known place', () => {
    expect(formTimeZone(values, options)).toBe('America/St_Johns');
    expect(toAuctionPayload(values, options).auctionStartDate).toBe('2026-12-05T13:30:00.000Z');
    expect(formTimeZone({ ...values, placeId: 'gander-nl' }, options)).toBe('America/St_Johns');
  });
});

describe('the listing form and the facts of a sale (issue 28)', () => {
  it('reads a Labrador sale’s windows on Atlantic time, and drops blank rows', () => {
    const picked = {
      ...values,
      placeId: 'happy-valley-goose-bay-nl',
      saleType: 'LIVE_ONSITE' as const,
      // Hidden for a sale on site, so never sent.
      biddingUrl: 'https://bid.example.ca',
      previewTimes: [
        { start: '2026-12-04T13:00', end: '2026-12-04T19:00' },
        { start: '', end: '' },
      ],
    };
    expect(toAuctionPayload(picked, options)).toMatchObject({
      saleType: 'LIVE_ONSITE',
      biddingUrl: null,
      buyersPremiumPercent: null,
      previewTimes: [{ start: '2026-12-04T17:00:00.000Z', end: '2026-12-04T23:00:00.000Z' }],
      pickupTimes: [],
    });
  });

  it('reads a premium typed with a French decimal comma, and leaves text for the schema to refuse', () => {
    expect(readPremium('12,5')).toBe(12.5);
    expect(readPremium(' 15 ')).toBe(15);
    expect(readPremium('')).toBeNull();
    expect(readPremium('fifteen')).toBe('fifteen');
  });

  it('shows a stored sale’s facts back on the clock of its own zone', () => {
    const auction = {
      ...makeAuction(),
      timeZone: 'America/Goose_Bay',
      saleType: 'ONLINE_TIMED' as const,
      biddingUrl: 'https://bid.example.ca/7',
      buyersPremiumPercent: 12.5,
      paymentMethods: ['CASH' as const],
      pickupTimes: [{ start: '2026-12-06T13:00:00.000Z', end: '2026-12-06T20:00:00.000Z' }],
      terms: 'As is.',
    };
    expect(auctionToFormValues(auction)).toMatchObject({
      saleType: 'ONLINE_TIMED',
      biddingUrl: 'https://bid.example.ca/7',
      buyersPremiumPercent: '12.5',
      paymentMethods: ['CASH'],
      previewTimes: [],
      pickupTimes: [{ start: '2026-12-06T09:00', end: '2026-12-06T16:00' }],
      terms: 'As is.',
      termsFr: '',
    });
  });
});
