import type {
  Event,
  LocalBusiness,
  Organization,
  Place,
  SearchAction,
  VirtualLocation,
  WebSite,
  WithContext,
} from 'schema-dts';
import { auctionText } from './auction-values.ts';
import type { Auction } from './auctions.ts';
import type { DirectoryProfile } from './directory.ts';
import { textIn } from './directory-values.ts';
import { PROVINCE_NAMES } from './enum-values.ts';
import { type Locale, pathFor, SITE_NAME } from './i18n/index.ts';
import { attendanceModeOf } from './sale-facts.ts';
import { isoInZone } from './time.ts';

/**
 * `@mariner/contracts/json-ld`: structured data of public pages (issue 14), typed by schema-dts: an
 * auction is an Event with its dates in its own zone's offset on that date, a directory profile a
 * LocalBusiness (an auctioneer an Organization), and the site an Organization and a WebSite with its
 * search. Written into a page's head by the server render only (docs/decisions/016): the browser
 * never loads this module.
 */

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/** The town of a free-text location ("12 Main St, Truro, NS" → "Truro"), best effort. */
function localityOf(location: string): string {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const withoutProvince = parts.filter(
    (part) => !/^[A-Z]{2}$/.test(part) && !/\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/.test(part),
  );
  return withoutProvince.at(-1) ?? location;
}

/** Issue 17: the sale's own status, as schema.org names it. */
const SCHEMA_EVENT_STATUS = {
  SCHEDULED: 'https://schema.org/EventScheduled',
  CANCELLED: 'https://schema.org/EventCancelled',
  POSTPONED: 'https://schema.org/EventPostponed',
  RESCHEDULED: 'https://schema.org/EventRescheduled',
} as const;

/**
 * Issue 28, decision 018: where the sale happens as schema.org says it — the place for a sale on
 * site (or of no stated type); the bidding address as a VirtualLocation for one online; both for a
 * hybrid sale. An online sale whose seller gave no bidding address keeps its place (where the lots
 * are picked up) rather than an invented address.
 */
function locationOf(auction: Auction): Place | VirtualLocation | (Place | VirtualLocation)[] {
  const place: Place = {
    '@type': 'Place',
    name: auction.location,
    address: {
      '@type': 'PostalAddress',
      streetAddress: auction.location,
      addressLocality: localityOf(auction.location),
      addressRegion: auction.province,
      addressCountry: 'CA',
    },
  };
  if (!auction.biddingUrl) return place;
  const online: VirtualLocation = { '@type': 'VirtualLocation', url: auction.biddingUrl };
  if (auction.saleType === 'HYBRID') return [place, online];
  if (auction.saleType === 'ONLINE_TIMED' || auction.saleType === 'LIVE_WEBCAST') return online;
  return place;
}

/**
 * The auction as its page in `lang` describes it (issue 16). No `offers`: entry is free and the
 * site sells no tickets, so there is no true offer to state (issue 28). Nor are the lots offers
 * (issue 29 item 6, decision 024): Google's Event guidance reads `offers` as tickets, and a lot sold
 * by bidding has an estimate, not a price, so they are left out rather than invented. Its text and
 * addresses are in that language.
 */
export function auctionEvent(auction: Auction, publicUrl: string, lang: Locale = 'en'): WithContext<Event> {
  const images = [auction.featuredImage, ...auction.images].filter((url): url is string => Boolean(url));
  const text = auctionText(auction, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text.title,
    description: text.description,
    inLanguage: lang === 'fr' ? 'fr-CA' : 'en-CA',
    url: absolute(publicUrl, pathFor('auction', lang, { id: auction.id })),
    startDate: isoInZone(auction.auctionStartDate, auction.timeZone),
    endDate: isoInZone(auction.auctionEndDate, auction.timeZone),
    eventStatus: SCHEMA_EVENT_STATUS[auction.eventStatus],
    ...(auction.eventStatus === 'RESCHEDULED' && auction.previousStartDate
      ? { previousStartDate: isoInZone(auction.previousStartDate, auction.timeZone) }
      : {}),
    // Issue 28: Offline on site, Online for timed and webcast sales, Mixed for hybrid.
    eventAttendanceMode: attendanceModeOf(auction.saleType) as Event['eventAttendanceMode'],
    location: locationOf(auction),
    ...(images.length ? { image: images.map((url) => absolute(publicUrl, url)) } : {}),
    organizer: {
      '@type': 'Organization',
      name: auction.seller.companyName ?? SITE_NAME,
      url: absolute(publicUrl, pathFor('directoryListing', lang, { id: auction.sellerId })),
    },
  };
}

export function companyOf(
  profile: DirectoryProfile,
  publicUrl: string,
  lang: Locale = 'en',
): WithContext<LocalBusiness | Organization> {
  const description = textIn(lang, profile.companyDescription, profile.companyDescriptionFr).text;
  const base = {
    name: profile.companyName,
    url: absolute(publicUrl, pathFor('directoryListing', lang, { id: profile.id })),
    ...(description ? { description } : {}),
    ...(profile.companyLogo ? { logo: absolute(publicUrl, profile.companyLogo) } : {}),
    ...(profile.companyPhone ? { telephone: profile.companyPhone } : {}),
    ...(profile.companyContactEmail ? { email: profile.companyContactEmail } : {}),
    ...(profile.companyWebsite ? { sameAs: [profile.companyWebsite] } : {}),
    address: {
      '@type': 'PostalAddress' as const,
      ...(profile.companyAddress ? { streetAddress: profile.companyAddress } : {}),
      ...(profile.province ? { addressRegion: PROVINCE_NAMES[profile.province] } : {}),
      addressCountry: 'CA',
    },
  };
  return profile.advertiserType === 'AUCTIONEER'
    ? { '@context': 'https://schema.org', '@type': 'Organization', ...base }
    : { '@context': 'https://schema.org', '@type': 'LocalBusiness', ...base };
}

export function siteGraph(publicUrl: string): [WithContext<Organization>, WithContext<WebSite>] {
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${publicUrl}${pathFor('auctions', 'en')}?search={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/og-card.png`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${publicUrl}/`,
      potentialAction: search,
    },
  ];
}
