import {
  type Auction,
  auctionText,
  describeSaleFacts,
  FLYER_TEXTS,
  formatInZone,
  type Locale,
  pathFor,
  placeWithProvince,
} from '@mariner/contracts';

/** One line of a flyer's body: what it is ("Starts") and what it says. */
export interface FlyerLine {
  label: string;
  value: string;
}

/** Everything a flyer prints, in its language, before any drawing. */
export interface FlyerContent {
  locale: Locale;
  title: string;
  titleLang: Locale;
  /** The description's first words, for the space left under the facts. */
  description: string;
  lines: FlyerLine[];
  /** The auctioneer's name printed beside their logo. */
  auctioneer: string | null;
  /** The address the QR code opens: the auction's canonical page in the flyer's language. */
  pageAddress: string;
  scanText: string;
}

/**
 * The auction's page in `locale` at the site's origin (PUBLIC_URL), as the page's canonical
 * (contracts page-head builds it the same way): /auctions/{id} or /fr/encans/{id}.
 */
export const auctionPageAddress = (origin: string, auctionId: string, locale: Locale): string =>
  `${origin.replace(/\/+$/, '')}${pathFor('auction', locale, { id: auctionId })}`;

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * The flyer's body, in order: status (when not as planned), start and end in the auction's own
 * zone, place, the sale's facts (issue 28: type, buyer's premium, preview and pickup windows,
 * payment, in the words of the page's "Know before you go", contracts' describeSaleFacts), then the
 * auctioneer's contact, the seller's links and the start of the terms. A line that finds no room on
 * the page is left off (flyer-pdf.ts), so what matters most to a passer-by comes first.
 */
export function flyerLines(auction: Auction, locale: Locale): FlyerLine[] {
  const words = FLYER_TEXTS[locale];
  const { seller } = auction;
  const lines: FlyerLine[] = [];
  if (auction.eventStatus !== 'SCHEDULED') {
    lines.push({ label: words.status, value: words.statuses[auction.eventStatus] });
  }
  lines.push(
    { label: words.starts, value: formatInZone(auction.auctionStartDate, auction.timeZone, locale) },
    { label: words.ends, value: formatInZone(auction.auctionEndDate, auction.timeZone, locale) },
    { label: words.place, value: placeWithProvince(auction.location, auction.province) },
  );
  const facts = describeSaleFacts(auction, locale);
  const fact = (key: (typeof facts)[number]['key']) => facts.find((each) => each.key === key);
  for (const key of ['saleType', 'buyersPremium', 'previewTimes', 'pickupTimes', 'paymentMethods'] as const) {
    const found = fact(key);
    if (found) lines.push({ label: found.label, value: found.lines.join('; ') });
  }
  if (present(seller.companyName)) lines.push({ label: words.auctioneer, value: seller.companyName });
  if (present(seller.companyContactName))
    lines.push({ label: words.contact, value: seller.companyContactName });
  const phone = seller.companyContactPhone || seller.companyPhone;
  if (present(phone)) lines.push({ label: words.phone, value: phone });
  // The e-mail the auction page shows: the published contact address, else the seller's own.
  const email = seller.companyContactEmail || seller.email;
  if (present(email)) lines.push({ label: words.email, value: email });
  if (present(auction.previewUrl)) lines.push({ label: words.preview, value: auction.previewUrl });
  const bidding = fact('biddingUrl');
  if (bidding) lines.push({ label: bidding.label, value: bidding.value });
  if (present(auction.catalogUrl)) lines.push({ label: words.catalog, value: auction.catalogUrl });
  const terms = fact('terms');
  if (terms) lines.push({ label: terms.label, value: terms.lines.join(' ') });
  return lines;
}

export function flyerContent(auction: Auction, locale: Locale, origin: string): FlyerContent {
  const text = auctionText(auction, locale);
  return {
    locale,
    title: text.title,
    titleLang: text.titleLang,
    description: text.description,
    lines: flyerLines(auction, locale),
    auctioneer: auction.seller.companyName,
    pageAddress: auctionPageAddress(origin, auction.id, locale),
    scanText: FLYER_TEXTS[locale].scan,
  };
}
