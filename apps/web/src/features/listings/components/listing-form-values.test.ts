import { describe, expect, it } from 'vitest';
import { emptyListingValues, formTimeZone, toAuctionPayload } from './listing-form-values.ts';

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
