import { describe, expect, it } from 'vitest';
import { bannerStats, displayStatus } from './banner-stats.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const future = '2026-07-15T00:00:00.000Z';
const past = '2026-06-01T00:00:00.000Z';

describe('bannerStats', () => {
  it('counts active (ACTIVE, not ended), under review (PENDING) and expired (end passed)', () => {
    const stats = bannerStats(
      [
        { status: 'ACTIVE', endDate: future },
        { status: 'ACTIVE', endDate: future },
        { status: 'ACTIVE', endDate: past },
        { status: 'APPROVED', endDate: future },
        { status: 'PENDING', endDate: future },
        { status: 'AWAITING_PAYMENT', endDate: future },
        { status: 'REJECTED', endDate: past },
      ],
      NOW,
    );
    expect(stats).toEqual({ active: 2, underReview: 1, expired: 2 });
  });

  it('shows an ended banner as expired, but keeps rejected and unpaid as they are', () => {
    expect(displayStatus({ status: 'ACTIVE', endDate: past }, NOW)).toBe('EXPIRED');
    expect(displayStatus({ status: 'ACTIVE', endDate: future }, NOW)).toBe('ACTIVE');
    expect(displayStatus({ status: 'REJECTED', endDate: past }, NOW)).toBe('REJECTED');
    expect(displayStatus({ status: 'AWAITING_PAYMENT', endDate: future }, NOW)).toBe('AWAITING_PAYMENT');
  });
});
