import { describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n.ts';
import {
  dayKeyInZone,
  formatDate,
  formatDateTime,
  formatDistance,
  isoToZonedInput,
  zonedInputToIso,
} from './formatters.ts';

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

describe('dates', () => {
  it('formats each moment in its own zone and the language shown, whatever was formatted before', async () => {
    const moment = '2026-12-05T14:00:00.000Z';
    expect(formatDateTime(moment, 'America/Halifax')).toBe('Sat, Dec 5, 2026, 10:00 a.m. AST');
    expect(formatDateTime(moment, 'America/St_Johns')).toBe('Sat, Dec 5, 2026, 10:30 a.m. NST');
    expect(formatDate('2026-12-06T02:30:00.000Z', 'America/Halifax')).toBe('Dec 5, 2026');
    expect(formatDate('2026-12-06T02:30:00.000Z', 'UTC')).toBe('Dec 6, 2026');
    await i18n.changeLanguage('fr');
    try {
      expect(formatDateTime(moment, 'America/Halifax')).toBe(
        new Intl.DateTimeFormat('fr-CA', {
          weekday: 'short',
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'America/Halifax',
          timeZoneName: 'short',
        }).format(new Date(moment)),
      );
      expect(formatDateTime(moment, 'America/Halifax')).not.toBe('Sat, Dec 5, 2026, 10:00 a.m. AST');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
