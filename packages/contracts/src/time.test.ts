import { describe, expect, it } from 'vitest';
import { dateTimeFormat, dayKeyInZone, isoInZone } from './time.ts';

describe('isoInZone', () => {
  it('writes the local time with the offset of the zone on that date', () => {
    // Newfoundland: -03:30 in winter, -02:30 in summer.
    expect(isoInZone('2026-01-15T13:30:00.000Z', 'America/St_Johns')).toBe('2026-01-15T10:00:00-03:30');
    expect(isoInZone('2026-07-04T12:30:00.000Z', 'America/St_Johns')).toBe('2026-07-04T10:00:00-02:30');
    expect(isoInZone('2026-07-04T13:00:00.000Z', 'America/Halifax')).toBe('2026-07-04T10:00:00-03:00');
    expect(isoInZone('2026-12-05T15:00:00.000Z', 'America/Toronto')).toBe('2026-12-05T10:00:00-05:00');
    expect(isoInZone('2026-12-05T10:00:00.000Z', 'UTC')).toBe('2026-12-05T10:00:00+00:00');
  });

  it('keeps the same instant across a daylight-saving change', () => {
    const before = isoInZone('2026-03-08T05:59:59.000Z', 'America/Halifax');
    const after = isoInZone('2026-03-08T06:00:00.000Z', 'America/Halifax');
    expect(new Date(before).getTime()).toBe(Date.parse('2026-03-08T05:59:59.000Z'));
    expect(new Date(after).getTime()).toBe(Date.parse('2026-03-08T06:00:00.000Z'));
    expect(after).toBe('2026-03-08T03:00:00-03:00');
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const halifax = dateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Halifax' });
    expect(dateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Halifax' })).toBe(halifax);
    expect(dateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/St_Johns' })).not.toBe(halifax);
    expect(dateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'America/Halifax' })).not.toBe(halifax);
    expect(halifax.format(new Date('2026-12-05T14:00:00Z'))).toBe(
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Halifax' }).format(
        new Date('2026-12-05T14:00:00Z'),
      ),
    );
  });
});

describe('dayKeyInZone', () => {
  it('is the day in the zone given: 02:00 UTC on March 1 is still February 28 in St. John’s', () => {
    expect(dayKeyInZone('2027-03-01T02:00:00Z', 'America/St_Johns')).toBe('2027-02-28');
    expect(dayKeyInZone('2027-03-01T02:00:00Z', 'Europe/Paris')).toBe('2027-03-01');
  });
});
