import type { Locale } from './locale.ts';
import type { RouteId } from './routes.ts';

/**
 * The title and description of each public page as search engines and share previews read them
 * (issue 14), in both languages. Pages made from data (an auction, a company) build theirs from it.
 */
export type PageTextId =
  | Extract<
      RouteId,
      | 'home'
      | 'auctions'
      | 'calendar'
      | 'directoryAuctioneers'
      | 'directoryServices'
      | 'advertise'
      | 'pricing'
      | 'about'
      | 'terms'
      | 'privacy'
      | 'login'
      | 'register'
    >
  // Issue 29: the list's Items tab (`tab=items`), a page of its own.
  | 'auctionItems'
  | 'notFound';

export interface PageText {
  title: string;
  description: string;
}

export const SITE_NAME = 'Mariner Marketplace';

/**
 * A page's title as the tab, history and a search result show it: the same on the server's page and
 * after the browser takes over (issue 26), so a page never renames itself as it hydrates.
 */
export const documentTitle = (pageTitle?: string): string =>
  pageTitle ? `${pageTitle} — ${SITE_NAME}` : SITE_NAME;

/** An auction's page: its title in the page's language (auctionText) and its town. */
export const auctionDocumentTitle = (title: string, town: string): string =>
  documentTitle(`${title} — ${town}`);

const NB = '\u00a0';

/** What a share preview's image shows, for readers who cannot see it (og:image:alt, twitter:image:alt). */
export const SHARE_IMAGE_ALT: Record<
  Locale,
  { site: string; auction: (title: string, place: string) => string; logo: (company: string) => string }
> = {
  en: {
    site: 'Mariner Marketplace: auctions across Atlantic & Eastern Canada',
    auction: (title, place) => `Auction card: ${title}, in ${place}`,
    logo: (company) => `Logo of ${company}`,
  },
  fr: {
    site: `Mariner Marketplace${NB}: encans de l’Atlantique et de l’Est du Canada`,
    auction: (title, place) => `Carte de l’encan${NB}: ${title}, à ${place}`,
    logo: (company) => `Logo de ${company}`,
  },
};

export const PAGE_TEXTS: Record<Locale, Record<PageTextId, PageText>> = {
  en: {
    home: {
      title: 'Mariner Marketplace — Auctions across Atlantic & Eastern Canada',
      description:
        'Find upcoming auctions in Nova Scotia, New Brunswick, PEI, Newfoundland and Labrador, Quebec and Ontario, with directories of auctioneers and auction services.',
    },
    auctions: {
      title: 'Upcoming auctions — Mariner Marketplace',
      description:
        'Browse and search upcoming estate, farm, equipment and collectible auctions across Atlantic and Eastern Canada.',
    },
    auctionItems: {
      title: 'Items in upcoming auctions — Mariner Marketplace',
      description:
        'Search the lots of upcoming auctions across Atlantic and Eastern Canada item by item: furniture, tools, equipment, collectibles and more.',
    },
    calendar: {
      title: 'Auction calendar — Mariner Marketplace',
      description: 'Every listed auction by day, month by month, in its own time zone.',
    },
    directoryAuctioneers: {
      title: 'Auctioneer directory — Mariner Marketplace',
      description:
        'Auctioneers of Atlantic and Eastern Canada: contact details, service areas and their upcoming sales.',
    },
    directoryServices: {
      title: 'Auction services directory — Mariner Marketplace',
      description:
        'Estate sale companies, movers, appraisers, storage, legal and junk removal services for auctions and estates.',
    },
    advertise: {
      title: 'Advertise with us — Mariner Marketplace',
      description:
        'List your auctions, buy banner ads and an annual directory listing to reach buyers across the region.',
    },
    pricing: {
      title: 'Pricing — Mariner Marketplace',
      description:
        'Prices in Canadian dollars for auction listings, banner ads and directory listings, tax by province.',
    },
    about: {
      title: 'About us — Mariner Marketplace',
      description: 'Mariner Marketplace is the auction-listing marketplace for Atlantic and Eastern Canada.',
    },
    terms: {
      title: 'Terms of service — Mariner Marketplace',
      description: 'The terms for using Mariner Marketplace and for advertising on it.',
    },
    privacy: {
      title: 'Privacy policy — Mariner Marketplace',
      description: 'What Mariner Marketplace collects, why, and the choices you have.',
    },
    login: {
      title: 'Log in — Mariner Marketplace',
      description: 'Log in to your Mariner Marketplace account.',
    },
    register: {
      title: 'Create an account — Mariner Marketplace',
      description: 'Create a free account to save auctions, list your own and advertise your services.',
    },
    notFound: { title: 'Page not found — Mariner Marketplace', description: 'This page does not exist.' },
  },
  fr: {
    home: {
      title: 'Mariner Marketplace — Encans de l’Atlantique et de l’Est du Canada',
      description:
        'Trouvez les encans à venir en Nouvelle-Écosse, au Nouveau-Brunswick, à l’Î.-P.-É., à Terre-Neuve-et-Labrador, au Québec et en Ontario, avec les répertoires des encanteurs et des services.',
    },
    auctions: {
      title: 'Encans à venir — Mariner Marketplace',
      description:
        'Parcourez les encans de successions, de fermes, d’équipement et d’objets de collection de l’Atlantique et de l’Est du Canada.',
    },
    auctionItems: {
      title: 'Articles des encans à venir — Mariner Marketplace',
      description:
        'Cherchez article par article dans les lots des encans à venir de l’Atlantique et de l’Est du Canada\u00a0: meubles, outils, équipement, objets de collection et plus.',
    },
    calendar: {
      title: 'Calendrier des encans — Mariner Marketplace',
      description: 'Tous les encans annoncés, jour par jour et mois par mois, à l’heure de leur région.',
    },
    directoryAuctioneers: {
      title: 'Répertoire des encanteurs — Mariner Marketplace',
      description:
        'Les encanteurs de l’Atlantique et de l’Est du Canada' +
        `${NB}: coordonnées, territoires et encans à venir.`,
    },
    directoryServices: {
      title: 'Répertoire des services — Mariner Marketplace',
      description:
        'Ventes de succession, déménagement, évaluation, entreposage, services juridiques et enlèvement de rebuts.',
    },
    advertise: {
      title: 'Annoncer chez nous — Mariner Marketplace',
      description: 'Annoncez vos encans, achetez des bannières et une inscription annuelle au répertoire.',
    },
    pricing: {
      title: 'Tarifs — Mariner Marketplace',
      description:
        'Les prix en dollars canadiens des annonces, bannières et inscriptions, taxes selon la province.',
    },
    about: {
      title: 'À propos — Mariner Marketplace',
      description: 'Mariner Marketplace est le site des encans de l’Atlantique et de l’Est du Canada.',
    },
    terms: {
      title: 'Conditions d’utilisation — Mariner Marketplace',
      description: 'Les conditions d’utilisation de Mariner Marketplace et de publicité sur le site.',
    },
    privacy: {
      title: 'Politique de confidentialité — Mariner Marketplace',
      description: 'Ce que Mariner Marketplace recueille, pourquoi, et vos choix.',
    },
    login: {
      title: 'Connexion — Mariner Marketplace',
      description: 'Connectez-vous à votre compte Mariner Marketplace.',
    },
    register: {
      title: 'Créer un compte — Mariner Marketplace',
      description:
        'Créez un compte gratuit pour sauvegarder des encans, annoncer les vôtres et vos services.',
    },
    notFound: { title: 'Page introuvable — Mariner Marketplace', description: 'Cette page n’existe pas.' },
  },
};
