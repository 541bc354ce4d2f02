import { BANNER_MESSAGES, MESSAGES } from '@mariner/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  type BannerFormValues,
  checkBannerFile,
  hasRightDimensions,
  validateBannerForm,
} from './banner-form-rules.ts';

const NOW = () => new Date('2026-06-15T12:00:00.000Z');
const png = (bytes = 1000, type = 'image/png') => new File([new Uint8Array(bytes)], 'ad.png', { type });

const VALID: BannerFormValues = {
  advertiserName: 'Harbour Movers',
  contactEmail: 'ads@harbour.ca',
  targetUrl: 'https://harbour.ca',
  size: 'SQUARE',
  placement: 'HOMEPAGE_SIDEBAR_1',
  startDate: '2026-06-20T00:00',
  endDate: '2026-07-20T00:00',
  advertiserId: '',
};

describe('banner form rules (spec 001 §5)', () => {
  it('accepts a valid form', () => {
    expect(validateBannerForm(VALID, png(), NOW)).toEqual({});
  });

  it('gives the spec’s messages', () => {
    const errors = validateBannerForm(
      {
        ...VALID,
        contactEmail: 'nope',
        targetUrl: 'harbour',
        startDate: '2026-06-01T00:00',
        endDate: '2026-05-01T00:00',
      },
      null,
      NOW,
    );
    expect(errors.contactEmail).toBe(MESSAGES.mustBeValidEmail);
    expect(errors.targetUrl).toBe(MESSAGES.mustBeValidUrl);
    expect(errors.startDate).toBe(MESSAGES.startDateInFuture);
    expect(errors.endDate).toBe(MESSAGES.endDateAfterStart);
    expect(errors.image).toBe(MESSAGES.uploadBannerImage);
  });

  it('says the same as the server about dates past what is sold (issue 25, defect 9)', () => {
    expect(validateBannerForm({ ...VALID, endDate: '9999-12-31T00:00' }, png(), NOW).endDate).toBe(
      BANNER_MESSAGES.runTooLong,
    );
    const late = { ...VALID, startDate: '2027-06-20T00:00', endDate: '2027-07-20T00:00' };
    expect(validateBannerForm(late, png(), NOW).startDate).toBe(BANNER_MESSAGES.startTooFar);
  });

  it('refuses a placement that does not fit the size', () => {
    expect(validateBannerForm({ ...VALID, size: 'LEADERBOARD' }, png(), NOW).placement).toBeTruthy();
  });

  it('checks the file type and size', () => {
    expect(checkBannerFile(png(1000, 'image/webp'))).toBe(MESSAGES.bannerInvalidType);
    expect(checkBannerFile(png(2 * 1024 * 1024 + 1))).toBe(MESSAGES.bannerFileTooLarge);
    expect(checkBannerFile(png(2 * 1024 * 1024))).toBeUndefined();
    expect(checkBannerFile(png(10, 'image/gif'))).toBeUndefined();
  });

  it('knows the right dimensions', () => {
    expect(hasRightDimensions('SQUARE', { width: 250, height: 250 })).toBe(true);
    expect(hasRightDimensions('SQUARE', { width: 300, height: 250 })).toBe(false);
    expect(hasRightDimensions('LEADERBOARD', { width: 970, height: 90 })).toBe(true);
  });
});
