/**
 * Issue 28 item 1, decision 018: the facts of a sale as fields — how it is sold, the buyer's
 * premium, how to pay, when to preview and pick up, and the terms — with their words in both
 * languages, so the page, the API's messages and a printed flyer say the same. Zod-free
 * (`@mariner/contracts/constants`); the schemas are in auctions.ts.
 */

import type { Locale } from './i18n/locale.ts';
import { dateTimeFormat } from './time.ts';

/** How the sale happens: in a hall, online over days, live online, or both at once. */
export const SALE_TYPES = ['LIVE_ONSITE', 'ONLINE_TIMED', 'LIVE_WEBCAST', 'HYBRID'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** The kinds bid on over the Internet: only these carry a bidding link. */
export const ONLINE_SALE_TYPES: readonly SaleType[] = ['ONLINE_TIMED', 'LIVE_WEBCAST', 'HYBRID'];
export const isOnlineSaleType = (type: SaleType | null | undefined): boolean =>
  type !== null && type !== undefined && ONLINE_SALE_TYPES.includes(type);
export const isSaleType = (value: unknown): value is SaleType =>
  typeof value === 'string' && (SALE_TYPES as readonly string[]).includes(value);

/** How a buyer may pay at the sale (not the cards saved on this site: see payment-methods.ts). */
export const SALE_PAYMENT_METHODS = ['CASH', 'DEBIT', 'CREDIT_CARD', 'E_TRANSFER', 'CHEQUE', 'WIRE'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/** The buyer's premium, in percent: 0 to 50, in hundredths of a percent at most. */
export const BUYERS_PREMIUM_MAX_PERCENT = 50;
export const BUYERS_PREMIUM_DECIMALS = 2;
/** The most preview or pickup windows one sale lists. */
export const MAX_SALE_WINDOWS = 10;

/** A preview or pickup window: two instants, ISO 8601 with offset, the end after the start. */
export interface SaleWindow {
  start: string;
  end: string;
}

/** Whether a number has at most BUYERS_PREMIUM_DECIMALS decimals (12.5 and 12.25 yes, 12.125 no). */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * The database keeps the premium in hundredths of a percent (basis points: 1250 is 12.5 %), an
 * integer, so 12.5 never becomes 12.499999; these convert at the edge.
 */
export const premiumToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPremium = (basisPoints: number): number => basisPoints / 100;

export const SALE_TYPE_LABELS: Record<SaleType, string> = {
  LIVE_ONSITE: 'Live on site',
  ONLINE_TIMED: 'Online timed',
  LIVE_WEBCAST: 'Live webcast',
  HYBRID: 'On site and online',
};

export const SALE_TYPE_LABELS_FR: Record<SaleType, string> = {
  LIVE_ONSITE: 'En direct, sur place',
  ONLINE_TIMED: 'En ligne, à durée fixe',
  LIVE_WEBCAST: 'Webdiffusion en direct',
  HYBRID: 'Sur place et en ligne',
};

export const SALE_PAYMENT_METHOD_LABELS: Record<SalePaymentMethod, string> = {
  CASH: 'Cash',
  DEBIT: 'Debit',
  CREDIT_CARD: 'Credit card',
  E_TRANSFER: 'Interac e-Transfer',
  CHEQUE: 'Cheque',
  WIRE: 'Wire transfer',
};

export const SALE_PAYMENT_METHOD_LABELS_FR: Record<SalePaymentMethod, string> = {
  CASH: 'Comptant',
  DEBIT: 'Débit',
  CREDIT_CARD: 'Carte de crédit',
  E_TRANSFER: 'Virement Interac',
  CHEQUE: 'Chèque',
  WIRE: 'Virement bancaire',
};

export const saleTypeLabel = (type: SaleType, lang: Locale): string =>
  (lang === 'fr' ? SALE_TYPE_LABELS_FR : SALE_TYPE_LABELS)[type];

export const salePaymentMethodLabel = (method: SalePaymentMethod, lang: Locale): string =>
  (lang === 'fr' ? SALE_PAYMENT_METHOD_LABELS_FR : SALE_PAYMENT_METHOD_LABELS)[method];

/** The labels of the facts, in the order they are shown. */
export const SALE_FACT_KEYS = [
  'saleType',
  'biddingUrl',
  'buyersPremium',
  'paymentMethods',
  'previewTimes',
  'pickupTimes',
  'terms',
] as const;
export type SaleFactKey = (typeof SALE_FACT_KEYS)[number];

export const SALE_FACT_LABELS: Record<Locale, Record<SaleFactKey, string>> = {
  en: {
    saleType: 'Sale type',
    biddingUrl: 'Bid online',
    buyersPremium: 'Buyer’s premium',
    paymentMethods: 'Payment',
    previewTimes: 'Preview',
    pickupTimes: 'Pickup',
    terms: 'Terms of sale',
  },
  fr: {
    saleType: 'Type de vente',
    biddingUrl: 'Enchérir en ligne',
    buyersPremium: 'Prime d’acheteur',
    paymentMethods: 'Paiement',
    previewTimes: 'Visite des lots',
    pickupTimes: 'Récupération des achats',
    terms: 'Conditions de vente',
  },
};

/** A percent in the language's way: "12.5 %" in English as the issue writes it, "12,5 %" in French. */
export function formatPercent(percent: number, lang: Locale): string {
  const number = numberFormatOf(lang).format(percent);
  return lang === 'fr' ? `${number}\u00a0%` : `${number} %`;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function numberFormatOf(lang: Locale): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      maximumFractionDigits: BUYERS_PREMIUM_DECIMALS,
    });
    numberFormats.set(lang, format);
  }
  return format;
}

/**
 * What is shown beside a date: "+ 15 % buyer's premium", "+ 12,5 % de prime d'acheteur"; a
 * premium of 0 says so ("No buyer's premium"), as buyers look for that.
 */
export function formatBuyersPremium(percent: number, lang: Locale): string {
  if (percent === 0) return lang === 'fr' ? 'Sans prime d’acheteur' : 'No buyer’s premium';
  return lang === 'fr'
    ? `+ ${formatPercent(percent, lang)} de prime d’acheteur`
    : `+ ${formatPercent(percent, lang)} buyer’s premium`;
}

const tagOf = (lang: Locale) => (lang === 'fr' ? 'fr-CA' : 'en-CA');

/**
 * A window as people read it, in the auction's own zone: "Fri, Dec 4, 2026 · 9:00 a.m. – 5:00 p.m.
 * AST" when it starts and ends on one day there, else both ends in full.
 */
export function formatSaleWindow(window: SaleWindow, timeZone: string, lang: Locale): string {
  const tag = tagOf(lang);
  const start = new Date(window.start);
  const end = new Date(window.end);
  const day = dateTimeFormat(tag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  const time = dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone });
  // The zone's short name on its own: with it, fr-CA writes the hour in two digits ("09 h 00").
  const zoneName = (at: Date) =>
    dateTimeFormat(tag, { timeZoneName: 'short', timeZone })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const timeWithZone = (at: Date) => `${time.format(at)} ${zoneName(at)}`;
  if (day.format(start) === day.format(end)) {
    return `${day.format(start)} · ${time.format(start)} – ${timeWithZone(end)}`;
  }
  return `${day.format(start)} · ${timeWithZone(start)} – ${day.format(end)} · ${timeWithZone(end)}`;
}

/** What describeSaleFacts reads of an auction: its facts and the zone its times are shown in. */
export interface SaleFactsSource {
  saleType: SaleType | null;
  biddingUrl: string | null;
  buyersPremiumPercent: number | null;
  paymentMethods: readonly SalePaymentMethod[];
  previewTimes: readonly SaleWindow[];
  pickupTimes: readonly SaleWindow[];
  terms: string | null;
  termsFr: string | null;
  timeZone: string;
}

/** One stated fact: its label and value in the language asked for. */
export interface SaleFact {
  key: SaleFactKey;
  label: string;
  /** The value as one text (windows one a line, the terms as written). */
  value: string;
  /** The value's lines: one per window, else the value alone. */
  lines: string[];
  /** The language the value is written in, when a seller wrote it (the terms may fall back to English). */
  lang: Locale;
}

/**
 * The stated facts of a sale, in order (type, bidding link, premium, payment, preview, pickup,
 * terms), in `lang`, times in the auction's own zone; what is not stated is left out. The page's
 * "Know before you go" block and the printed flyer both show this list.
 */
export function describeSaleFacts(auction: SaleFactsSource, lang: Locale): SaleFact[] {
  const labels = SALE_FACT_LABELS[lang];
  const facts: SaleFact[] = [];
  const add = (key: SaleFactKey, lines: string[], valueLang: Locale = lang) => {
    if (lines.length)
      facts.push({ key, label: labels[key], value: lines.join('\n'), lines, lang: valueLang });
  };
  if (auction.saleType) add('saleType', [saleTypeLabel(auction.saleType, lang)]);
  if (auction.biddingUrl && isOnlineSaleType(auction.saleType)) add('biddingUrl', [auction.biddingUrl]);
  if (auction.buyersPremiumPercent !== null)
    add('buyersPremium', [formatPercent(auction.buyersPremiumPercent, lang)]);
  if (auction.paymentMethods.length)
    add('paymentMethods', [
      auction.paymentMethods.map((method) => salePaymentMethodLabel(method, lang)).join(', '),
    ]);
  add(
    'previewTimes',
    auction.previewTimes.map((window) => formatSaleWindow(window, auction.timeZone, lang)),
  );
  add(
    'pickupTimes',
    auction.pickupTimes.map((window) => formatSaleWindow(window, auction.timeZone, lang)),
  );
  const french = lang === 'fr' && Boolean(auction.termsFr);
  const terms = french ? auction.termsFr : (auction.terms ?? auction.termsFr);
  if (terms) add('terms', [terms], french || !auction.terms ? 'fr' : 'en');
  return facts;
}

/** schema.org's attendance mode of a sale type (an unstated type is taken as on site, as before). */
export function attendanceModeOf(type: SaleType | null): string {
  if (type === 'ONLINE_TIMED' || type === 'LIVE_WEBCAST')
    return 'https://schema.org/OnlineEventAttendanceMode';
  if (type === 'HYBRID') return 'https://schema.org/MixedEventAttendanceMode';
  return 'https://schema.org/OfflineEventAttendanceMode';
}

/** The facts of a sale whose seller stated none (an auction listed before issue 28 reads so). */
export const notStatedSaleFacts = (): Omit<SaleFactsSource, 'timeZone'> & {
  paymentMethods: SalePaymentMethod[];
  previewTimes: SaleWindow[];
  pickupTimes: SaleWindow[];
} => ({
  saleType: null,
  biddingUrl: null,
  buyersPremiumPercent: null,
  paymentMethods: [],
  previewTimes: [],
  pickupTimes: [],
  terms: null,
  termsFr: null,
});
