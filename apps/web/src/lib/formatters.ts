import { dateTimeFormat } from '@mariner/contracts/constants';
import { intlLocale } from './locale.ts';

/** Decision 1: money is integer cents everywhere and becomes CAD only at the edge ($1,234.56 or 1 234,56 $). */
const cad = {
  'en-CA': new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
  'fr-CA': new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
};

export const formatCents = (cents: number): string => cad[intlLocale()].format(cents / 100);

export const formatYear = (date: Date = new Date()): string => String(date.getFullYear());

/**
 * One format per language and zone, found without building and writing out its options on every
 * call (a list page formats two dates per card on each render: issue 26, the server render's cost).
 * Zones are the auctions' provinces' few, so the map stays small; bounded all the same.
 */
function formatsByZone(options: Intl.DateTimeFormatOptions): (timeZone?: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const locale = intlLocale();
    const key = `${locale}|${timeZone ?? ''}`;
    let format = made.get(key);
    if (!format) {
      if (made.size >= 100) made.clear();
      format = dateTimeFormat(locale, { ...options, timeZone });
      made.set(key, format);
    }
    return format;
  };
}

const dateFormat = formatsByZone({ dateStyle: 'medium' });
const dateTimeFormatWithZone = formatsByZone({
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * Each written date, kept by language, zone and instant (issue 26 item 7): a server render writes
 * the same auctions' dates on page after page (a card's start and end, the seller's next sale), and
 * Intl's formatting with a zone's name cost about 1 % of a rendered page. The same instant in the
 * same zone and language is always written the same; bounded all the same.
 */
function writtenOnce(format: (timeZone?: string) => Intl.DateTimeFormat) {
  const written = new Map<string, string>();
  return (iso: string, timeZone?: string): string => {
    const key = `${intlLocale()}|${timeZone ?? ''}|${iso}`;
    let text = written.get(key);
    if (text === undefined) {
      if (written.size >= 5_000) written.clear();
      text = format(timeZone).format(new Date(iso));
      written.set(key, text);
    }
    return text;
  };
}

/** A date in a given IANA zone (an auction's own province time, ARCHITECTURE: dates). */
export const formatDate = writtenOnce(dateFormat);

/** "Sat, Dec 5, 2026, 10:00 a.m. AST": a moment in the auction's own zone, with the zone named. */
export const formatDateTime = writtenOnce(dateTimeFormatWithZone);

/** Wall-clock and day keys ↔ instant conversion lives in contracts so the seed and the web app share it. */
export { dayKeyInZone, isoToZonedInput, zonedInputToIso } from '@mariner/contracts/constants';

/** Made once each (a list of twelve cards asked for a new one per card, on every render). */
const distanceFormats = new Map<string, Intl.NumberFormat>();

/** A distance as the list shows it: whole km from 10 on, one decimal below ("3.4", "27"). */
export const formatDistance = (km: number): string => {
  const locale = intlLocale();
  const digits = km < 10 ? 1 : 0;
  const key = `${locale}|${digits}`;
  let format = distanceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    distanceFormats.set(key, format);
  }
  return format.format(km);
};

const counts = {
  'en-CA': new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }),
  'fr-CA': new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 }),
};

/** A whole number as the language writes it ("2,000", « 2 000 »). */
export const formatCount = (count: number): string => counts[intlLocale()].format(count);
