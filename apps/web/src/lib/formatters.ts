/** Decision 1: money is integer cents everywhere and becomes CAD only at the edge. */
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export const formatCents = (cents: number): string => cad.format(cents / 100);

export const formatYear = (date: Date = new Date()): string => String(date.getFullYear());

/** A date in a given IANA zone (an auction's own province time, ARCHITECTURE: dates). */
export const formatDate = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone }).format(new Date(iso));

/** "Sat, Dec 5, 2026, 10:00 a.m. AST": a moment in the auction's own zone, with the zone named. */
export const formatDateTime = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/** The calendar day (YYYY-MM-DD) a moment falls on in a zone: where the calendar places an auction. */
export const dayKeyInZone = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** The offset of a zone from UTC at a moment, in minutes (Halifax in winter: -240). */
function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
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
