import { describe, expect, it } from 'vitest';
import {
  AUCTION_FEED_FILTERS,
  AUCTION_SORTS,
  AuctionFeedQuery,
  AuctionSort,
  ErrorResponse,
  isAuctionSort,
  isErrorBody,
  isServiceProviderType,
  NearParam,
  PROVINCES,
  provinceOrDefault,
  RadiusKm,
  readNearPoint,
  readRadiusKm,
  ServiceProviderType,
} from './index.ts';

/** The zod-free readers (zod-free.ts) and the API's schemas say the same of the same values. */
describe('zod-free readers and their schemas', () => {
  it('name the same feed filters', () => {
    expect([...AUCTION_FEED_FILTERS].sort()).toEqual(Object.keys(AuctionFeedQuery.shape).sort());
  });

  it('read `near` alike', () => {
    for (const value of [
      'truro-ns',
      ' truro-ns ',
      '45.37,-63.27',
      '45.37, -63.27',
      '91,0',
      '0,181',
      'Truro NS',
      '',
      'a'.repeat(121),
      '-truro',
    ]) {
      const parsed = NearParam.safeParse(value);
      expect(readNearPoint(value), value).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('read `radiusKm` alike', () => {
    for (const value of ['5', '50', '500', '4', '501', '12.5', 'x', '', ' ', null, undefined]) {
      const parsed = RadiusKm.safeParse(value ?? undefined);
      expect(readRadiusKm(value), String(value)).toBe(parsed.success ? parsed.data : null);
    }
  });

  it('know the same sorts, service types and provinces', () => {
    expect(AUCTION_SORTS).toEqual(AuctionSort.options);
    for (const value of [...AuctionSort.options, 'price', '', null])
      expect(isAuctionSort(value)).toBe(AuctionSort.safeParse(value).success);
    for (const value of [...ServiceProviderType.options, 'AUCTIONEER', 'X', undefined])
      expect(isServiceProviderType(value)).toBe(ServiceProviderType.safeParse(value).success);
    for (const code of PROVINCES) expect(provinceOrDefault(code)).toBe(code);
    expect(provinceOrDefault('XX')).toBe('ON');
  });
});

describe('isErrorBody', () => {
  it('accepts what ErrorResponse accepts', () => {
    const bodies = [
      { error: 'NOT_FOUND', message: 'Auction not found' },
      { error: 'VALIDATION_ERROR', message: 'Invalid', fields: { title: 'Title is required' } },
      { error: 'NOPE', message: 'x' },
      { error: 'NOT_FOUND' },
      { error: 'NOT_FOUND', message: 'x', fields: { a: 1 } },
      { error: 'NOT_FOUND', message: 'x', fields: null },
      '<html>',
      null,
      undefined,
    ];
    for (const body of bodies)
      expect(isErrorBody(body), JSON.stringify(body)).toBe(ErrorResponse.safeParse(body).success);
  });
});
