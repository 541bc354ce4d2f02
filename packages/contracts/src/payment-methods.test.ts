import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { cardBrand, needsSavedCardToBuy, passesLuhn, testCardErrors } from './payment-methods.ts';

const NOW = new Date('2026-05-31T23:00:00Z');
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('card rules (test processor)', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', null],
  ])('knows %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('takes a card as good through the end of its expiry month', () => {
    expect(testCardErrors({ ...good, expMonth: 5, expYear: 2026 }, NOW)).toEqual({});
    expect(testCardErrors({ ...good, expMonth: 5, expYear: 26 }, NOW)).toEqual({});
    expect(testCardErrors({ ...good, expMonth: 4, expYear: 2026 }, NOW)).toEqual({
      expYear: MESSAGES.cardExpiryInPast,
    });
    expect(testCardErrors({ ...good, expYear: 2100 }, NOW)).toEqual({
      expYear: MESSAGES.cardExpiryYearInvalid,
    });
  });

  it('wants 4 digits of security code on Amex and 3 on the others', () => {
    expect(testCardErrors({ ...good, number: '378282246310005', cvc: '1234' }, NOW)).toEqual({});
    expect(testCardErrors({ ...good, number: '378282246310005', cvc: '123' }, NOW)).toEqual({
      cvc: MESSAGES.cardCvcInvalid,
    });
    expect(testCardErrors({ ...good, cvc: '1234' }, NOW)).toEqual({ cvc: MESSAGES.cardCvcInvalid });
  });
});

describe('needsSavedCardToBuy', () => {
  const buyer = { role: 'SELLER' as const, freeAuctionListings: false, freeBannerAds: false };

  it('asks everyone but a superadmin for a card', () => {
    for (const item of ['LISTING_FEE', 'BANNER_AD', 'DIRECTORY_LISTING'] as const) {
      expect(needsSavedCardToBuy(buyer, item)).toBe(true);
      expect(needsSavedCardToBuy({ ...buyer, role: 'ADMIN' }, item)).toBe(true);
      expect(needsSavedCardToBuy({ ...buyer, role: 'SUPERADMIN' }, item)).toBe(false);
    }
  });

  it('lets a free flag skip the card for its own kind of item only', () => {
    const freeListings = { ...buyer, freeAuctionListings: true };
    expect(needsSavedCardToBuy(freeListings, 'LISTING_FEE')).toBe(false);
    expect(needsSavedCardToBuy(freeListings, 'BANNER_AD')).toBe(true);
    const freeBanners = { ...buyer, freeBannerAds: true };
    expect(needsSavedCardToBuy(freeBanners, 'BANNER_AD')).toBe(false);
    expect(needsSavedCardToBuy(freeBanners, 'DIRECTORY_LISTING')).toBe(true);
  });
});
