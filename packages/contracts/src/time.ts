/**
 * Wall-clock times in a province's zone, for `datetime-local` inputs and the demo seed
 * (ARCHITECTURE: an auction at 10:00 in Halifax is 10:00 on every screen). Plain Intl, no library.
 */

/** The offset of a zone from UTC at a moment, in minutes (Halifax in winter: -240). */
export function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
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
