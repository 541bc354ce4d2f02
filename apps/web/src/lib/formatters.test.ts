import { describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { dayKeyInZone, formatDistance, isoToZonedInput, zonedInputToIso } from './formatters.ts';

describe('auction time zones', () => {
  it('reads a typed wall time in the auction zone, winter and summer', () => {
    expect(zonedInputToIso('2026-12-05T10:00', 'America/Halifax')).toBe('2026-12-05T14:00:00.000Z');
    expect(zonedInputToIso('2026-07-05T10:00', 'America/Halifax')).toBe('2026-07-05T13:00:00.000Z');
    expect(zonedInputToIso('2026-12-05T10:00', 'America/St_Johns')).toBe('2026-12-05T13:30:00.000Z');
    expect(zonedInputToIso('not a date', 'America/Halifax')).toBeNull();
  });

  it('turns an instant back into the wall time of its zone', () => {
    expect(isoToZonedInput('2026-12-05T14:00:00.000Z', 'America/Halifax')).toBe('2026-12-05T10:00');
    expect(isoToZonedInput('2026-07-05T13:00:00.000Z', 'America/Toronto')).toBe('2026-07-05T09:00');
  });

  it('places an instant on the day it falls on in the zone', () => {
    expect(dayKeyInZone('2026-12-06T02:30:00.000Z', 'America/Halifax')).toBe('2026-12-05');
    expect(dayKeyInZone('2026-12-06T02:30:00.000Z', 'UTC')).toBe('2026-12-06');
  });
});

describe('distances', () => {
  it('shows one decimal under 10 km and whole km above, in the language shown', async () => {
    expect([formatDistance(3.44), formatDistance(27.6), formatDistance(3.44)]).toEqual(['3.4', '28', '3.4']);
    await i18n.changeLanguage('fr');
    try {
      expect([formatDistance(3.44), formatDistance(1234.4)]).toEqual(['3,4', '1\u00a0234']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
