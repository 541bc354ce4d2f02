import { describe, expect, it } from 'vitest';
import { dateChipRange } from './date-chips.ts';

describe('dateChipRange (issue 28: date chips in the visitor zone)', () => {
  // Wednesday 25 November 2026, 22:30 in Halifax (AST, UTC-4): already Thursday in UTC.
  const wednesdayNight = new Date('2026-11-26T02:30:00Z');

  it('reads today in the visitor zone, not in UTC', () => {
    expect(dateChipRange('today', wednesdayNight, 'America/Halifax')).toEqual({
      startDateFrom: '2026-11-25T04:00:00.000Z',
      startDateTo: '2026-11-26T03:59:59.999Z',
    });
    expect(dateChipRange('today', wednesdayNight, 'America/St_Johns')).toEqual({
      startDateFrom: '2026-11-25T03:30:00.000Z',
      startDateTo: '2026-11-26T03:29:59.999Z',
    });
  });

  it('takes the coming Saturday and Sunday, or what is left of the weekend', () => {
    expect(dateChipRange('weekend', wednesdayNight, 'America/Halifax')).toEqual({
      startDateFrom: '2026-11-28T04:00:00.000Z',
      startDateTo: '2026-11-30T03:59:59.999Z',
    });
    const saturday = new Date('2026-11-28T15:00:00Z');
    expect(dateChipRange('weekend', saturday, 'America/Toronto')).toEqual({
      startDateFrom: '2026-11-28T05:00:00.000Z',
      startDateTo: '2026-11-30T04:59:59.999Z',
    });
    const sunday = new Date('2026-11-29T15:00:00Z');
    expect(dateChipRange('weekend', sunday, 'America/Toronto')).toEqual({
      startDateFrom: '2026-11-29T05:00:00.000Z',
      startDateTo: '2026-11-30T04:59:59.999Z',
    });
  });

  it('gives the next 7 days and the rest of the month, across a daylight-saving change', () => {
    const march = new Date('2027-03-10T12:00:00Z');
    expect(dateChipRange('week', march, 'America/Halifax')).toEqual({
      startDateFrom: '2027-03-10T04:00:00.000Z',
      // Clocks go forward on 14 March: the 17th ends at midnight ADT (UTC-3).
      startDateTo: '2027-03-17T02:59:59.999Z',
    });
    expect(dateChipRange('month', wednesdayNight, 'America/Halifax')).toEqual({
      startDateFrom: '2026-11-25T04:00:00.000Z',
      startDateTo: '2026-12-01T03:59:59.999Z',
    });
    expect(dateChipRange('month', new Date('2027-02-10T12:00:00Z'), 'America/Toronto').startDateTo).toBe(
      '2027-03-01T04:59:59.999Z',
    );
  });
});
