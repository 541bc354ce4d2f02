/**
 * Wall-clock times in a province's zone, for `datetime-local` inputs and the demo seed
 * (ARCHITECTURE: an auction at 10:00 in Halifax is 10:00 on every screen). Plain Intl, no library.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, made once per locale and options: making one costs far more than using
 * it, and a rendered page formats dozens of dates (a list's cards, a month of the calendar).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // A bound on what is kept; the app uses a few dozen.
    if (formats.size >= 500) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The offset of a zone from UTC at a moment, in minutes (Halifax in winter: -240). */
export function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMillis));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(utcMillis / 1000) * 1000) / 60_000);
}

/**
 * The day (`YYYY-MM-DD`) an instant falls on in a zone (the visitor's own when none is given): the
 * calendar's day of an auction is the day it starts on in its own zone (decision 11). en-CA writes
 * the date in that order.
 */
export const dayKeyInZone = (instant: Date | string, timeZone?: string): string =>
  dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    new Date(instant),
  );

/**
 * A wall-clock time typed in a `datetime-local` input ("2026-12-05T10:00"), read in the auction's
 * zone, as an ISO instant. Two passes settle the offset across a daylight-saving change.
 */
export function zonedInputToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let utc = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  utc = wall - zoneOffsetMinutes(utc, timeZone) * 60_000;
  return new Date(utc).toISOString();
}

/** The inverse of zonedInputToIso: an instant as the `datetime-local` value in a zone. */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const utc = new Date(iso).getTime();
  const wall = new Date(utc + zoneOffsetMinutes(utc, timeZone) * 60_000);
  return wall.toISOString().slice(0, 16);
}

const writtenInZone = new Map<string, string>();

/**
 * An instant written as ISO 8601 in a zone's local time with that zone's offset on that date
 * (St. John's in summer: `2026-07-04T10:00:00-02:30`), as schema.org and calendars want it.
 */
export function isoInZone(instant: Date | string, timeZone: string): string {
  const utc = new Date(instant).getTime();
  // Each page's JSON-LD writes its auctions' dates so (issue 26 item 7): kept, like the formats.
  const key = `${utc}|${timeZone}`;
  let written = writtenInZone.get(key);
  if (written === undefined) {
    if (writtenInZone.size >= 5_000) writtenInZone.clear();
    written = writeInZone(utc, timeZone);
    writtenInZone.set(key, written);
  }
  return written;
}

function writeInZone(utc: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(utc, timeZone);
  const wall = new Date(Math.floor(utc / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/**
 * A start as people read it in a mail or on a share card, in the auction's own zone: "Sun, Jul 4,
 * 2027 · 10:00 a.m. NDT" (or "dim. 4 juil. 2027 · 10 h 00 HAT" in French).
 */
export function formatInZone(instant: Date | string, timeZone: string, locale: 'en' | 'fr'): string {
  const at = new Date(instant);
  const tag = locale === 'fr' ? 'fr-CA' : 'en-CA';
  const day = dateTimeFormat(tag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(at);
  const time = dateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
  return `${day} · ${time}`;
}
