import type { BannerPlacement, BannerSize } from './enum-values.ts';
import type { Locale } from './i18n/locale.ts';

/**
 * What an invoice line bought, as data (issue 30 item 6): the line is written in the reader's
 * language from this, never from internal codes such as `SQUARE, HOMEPAGE_SIDEBAR_1`.
 */
export type InvoiceLine =
  | { itemType: 'BANNER_AD'; size: BannerSize; placement: BannerPlacement; advertiserName: string }
  | { itemType: 'DIRECTORY_LISTING'; companyName: string; months: number }
  | { itemType: 'LISTING_FEE'; title: string };

interface InvoiceLineWords {
  bannerAd: string;
  directoryListing: string;
  auctionListing: string;
  months: (count: number) => string;
  sizes: Record<BannerSize, string>;
  placements: Record<BannerPlacement, string>;
}

const WORDS: Record<Locale, InvoiceLineWords> = {
  en: {
    bannerAd: 'Banner ad',
    directoryListing: 'Directory listing',
    auctionListing: 'Auction listing',
    months: (count) => `${count} months`,
    sizes: { SQUARE: 'Square', LEADERBOARD: 'Leaderboard' },
    placements: {
      HOMEPAGE: 'home page',
      HOMEPAGE_FEATURED: 'home page top (featured)',
      HOMEPAGE_SIDEBAR_1: 'home page sidebar, first',
      HOMEPAGE_SIDEBAR_2: 'home page sidebar, second',
      HOMEPAGE_SIDEBAR_3: 'home page sidebar, third',
      CATEGORY_PAGE: 'auction list pages',
      LISTING_DETAIL: 'auction detail pages',
    },
  },
  fr: {
    bannerAd: 'Bannière publicitaire',
    directoryListing: 'Inscription au répertoire',
    auctionListing: 'Annonce d’encan',
    months: (count) => `${count} mois`,
    sizes: { SQUARE: 'Carré', LEADERBOARD: 'Méga-bannière' },
    placements: {
      HOMEPAGE: 'page d’accueil',
      HOMEPAGE_FEATURED: 'haut de la page d’accueil (en vedette)',
      HOMEPAGE_SIDEBAR_1: 'barre latérale de la page d’accueil, 1re position',
      HOMEPAGE_SIDEBAR_2: 'barre latérale de la page d’accueil, 2e position',
      HOMEPAGE_SIDEBAR_3: 'barre latérale de la page d’accueil, 3e position',
      CATEGORY_PAGE: 'pages de la liste des encans',
      LISTING_DETAIL: 'pages de détail des encans',
    },
  },
};

/** French puts a narrow no-break space before a colon. */
const colon = (locale: Locale) => (locale === 'fr' ? '\u00a0: ' : ': ');

/** "Banner ad — Square, home page sidebar, first: Harbour Movers", in the reader's language. */
export function describeInvoiceLine(line: InvoiceLine, locale: Locale): string {
  const words = WORDS[locale];
  switch (line.itemType) {
    case 'BANNER_AD':
      return `${words.bannerAd} — ${words.sizes[line.size]}, ${words.placements[line.placement]}${colon(locale)}${line.advertiserName}`;
    case 'DIRECTORY_LISTING':
      return `${words.directoryListing} — ${words.months(line.months)}${colon(locale)}${line.companyName}`;
    case 'LISTING_FEE':
      return `${words.auctionListing}${colon(locale)}${line.title}`;
  }
}
