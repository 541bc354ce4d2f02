// Issue 30 item 1: listing statistics — the values and helpers without zod
// (`@mariner/contracts/constants`); the schemas are in auction-stats.ts, which re-exports all of this.
import { dayKeyInZone } from './time.ts';

/**
 * Decision 025: a statistics day is a day of the company's calendar (Halifax), as invoices and the
 * reports are, so a seller's dashboard adds days of one calendar across listings in several zones.
 */
export const STATS_TIME_ZONE = 'America/Halifax';

/** A stats call reads at most this many days (a year, leap day included); none given, the last 30. */
export const STATS_MAX_DAYS = 366;
export const STATS_DEFAULT_DAYS = 30;

/** The counts kept per auction and day, in the order the answers, charts and tables list them. */
export const AUCTION_STATS_METRICS = ['views', 'saves', 'calendarAdds', 'shares', 'outboundClicks'] as const;
export type AuctionStatsMetric = (typeof AUCTION_STATS_METRICS)[number];

/**
 * The links of an auction a visitor leaves by, and the stored field each one goes to: the counted
 * redirect only ever sends to the auction's own stored address (`website` is the sale's own page,
 * stored as `previewUrl`).
 */
export const OUTBOUND_TARGETS = {
  bidding: 'biddingUrl',
  catalogue: 'catalogUrl',
  website: 'previewUrl',
  results: 'resultsUrl',
} as const;
export type OutboundTarget = keyof typeof OUTBOUND_TARGETS;
export const OUTBOUND_TARGET_NAMES = Object.keys(OUTBOUND_TARGETS) as OutboundTarget[];

/** Our messages; French twins in i18n/messages-fr.ts style below (kept beside them, one feature). */
export const STATS_MESSAGES = {
  rangeTooLong: `A statistics period can be at most ${STATS_MAX_DAYS} days`,
  noSuchLink: 'This auction has no such link',
  unknownLink: 'Choose one of the links: bidding, catalogue, website or results',
} as const;

export const STATS_MESSAGES_FR: Record<keyof typeof STATS_MESSAGES, string> = {
  rangeTooLong: `Une période de statistiques compte au plus ${STATS_MAX_DAYS}\u00a0jours`,
  noSuchLink: 'Cet encan n’a pas ce lien',
  unknownLink: 'Choisissez l’un des liens : enchères, catalogue, site Web ou résultats',
};

const DAY_MS = 86_400_000;

/** The statistics day an instant falls on (decision 025). */
export const statsDayOf = (instant: Date): string => dayKeyInZone(instant, STATS_TIME_ZONE);

/** A calendar day (`YYYY-MM-DD`) moved by whole days; UTC arithmetic on the date alone. */
export const addStatsDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for one day). */
export const statsDaysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period a stats call reads: the one asked for, or the last 30 days to today. */
export function statsPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ?? (query.from ? addStatsDays(query.from, STATS_DEFAULT_DAYS - 1) : statsDayOf(now));
  const from = query.from ?? addStatsDays(to, -(STATS_DEFAULT_DAYS - 1));
  return { from, to };
}
