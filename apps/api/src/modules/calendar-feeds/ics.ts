import { TZDate } from '@date-fns/tz';
import { type Auction, auctionText, type Locale, placeWithProvince, SITE_NAME } from '@mariner/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, escape as icalEscape } from 'ical-generator';

/**
 * Issue 17: auctions as an iCalendar document, with ical-generator. Every event carries its own
 * zone (`TZID` and its `VTIMEZONE`), so a calendar shows 10:00 in St. John's as 10:00 NDT wherever
 * the server or the reader is.
 */
export interface CalendarOptions {
  name: string;
  publicUrl: string;
  locale: Locale;
  /** For subscribed feeds: how often a calendar should fetch it again. */
  refreshSeconds?: number;
}

/** An instant as a date of its zone: ical-generator writes such a date's wall time after `TZID`. */
const inZone = (iso: string, timeZone: string) => new TZDate(new Date(iso), timeZone);

/** SEQUENCE must grow with each change of an event; the change time in seconds always does. */
const sequenceOf = (auction: Auction) => Math.floor(new Date(auction.updatedAt).getTime() / 1000);

/**
 * Issue 25, defect 2: breaks RFC 5545 does not count but some readers split lines on (Python's
 * `splitlines`), made plain line feeds, which the generator writes as the escape `\n`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the breaks being removed.
const asLineFeeds = (text: string) => text.replace(/[\u000B\u000C\u0085\u2028\u2029]/g, '\n');

/**
 * The one escape of every text we hand the generator: it escapes event texts itself (TEXT rules:
 * `\\ ; , \n`) and folds every line at 75 octets, but writes the calendar's NAME and X-WR-CALNAME
 * as given (ical-generator 10.2), so a search or a company name could forge lines there.
 */
const eventText = (text: string) => asLineFeeds(text);
const eventTexts = <T extends { title: string; description: string }>(texts: T): T => ({
  ...texts,
  title: eventText(texts.title),
  description: eventText(texts.description),
});
const calendarText = (text: string) => icalEscape(asLineFeeds(text), false);

export function auctionsCalendar(auctions: Auction[], options: CalendarOptions): string {
  const { host } = new URL(options.publicUrl);
  const calendar = ical({
    name: calendarText(options.name),
    prodId: { company: SITE_NAME, product: 'auctions', language: options.locale.toUpperCase() },
    url: options.publicUrl,
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  // No calendar-wide zone: each event names its own, and the generator adds each zone once.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const auction of auctions) {
    const text = eventTexts(auctionText(auction, options.locale));
    const pageUrl = `${options.publicUrl}/auctions/${auction.id}`;
    calendar.createEvent({
      id: `${auction.id}@${host}`,
      sequence: sequenceOf(auction),
      start: inZone(auction.auctionStartDate, auction.timeZone),
      end: inZone(auction.auctionEndDate, auction.timeZone),
      timezone: auction.timeZone,
      stamp: new Date(),
      lastModified: new Date(auction.updatedAt),
      created: new Date(auction.createdAt),
      summary: text.title,
      description: `${text.description}\n\n${pageUrl}`,
      location: placeWithProvince(auction.location, auction.province),
      ...(auction.lat != null && auction.lng != null ? { geo: { lat: auction.lat, lon: auction.lng } } : {}),
      url: pageUrl,
      // A cancelled sale stays in calendars, struck out, so nobody drives to it; a postponed one is
      // tentative until its new date.
      status:
        auction.eventStatus === 'CANCELLED'
          ? ICalEventStatus.CANCELLED
          : auction.eventStatus === 'POSTPONED'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      categories: [{ name: eventText(auction.category.name) }],
    });
  }
  return calendar.toString();
}

/** A file name for one auction's download: its title in plain letters, never a path. */
export function icsFileName(auction: Pick<Auction, 'title' | 'id'>): string {
  const slug = auction.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `auction-${auction.id.slice(0, 8)}`}.ics`;
}
