import type { DIRECTORY_SERVICE_CATEGORIES } from '../directory-listings.ts';
import {
  ADVERTISER_TYPE_LABELS,
  type AdvertiserType,
  AUCTION_STATUS_LABELS,
  type AuctionStatus,
  BANNER_STATUS_LABELS,
  type BannerStatus,
  INVOICE_ITEM_TYPE_LABELS,
  type InvoiceItemType,
  PROVINCE_NAMES,
  type Province,
} from '../enum-values.ts';
import type { Locale } from './locale.ts';

/**
 * The French names of the product's fixed vocabularies (issue 16): advertiser types, provinces,
 * statuses, invoice items and the reference categories. Typed by the English tables, so a new
 * value without its French name fails the typecheck.
 */
export const ADVERTISER_TYPE_LABELS_FR: Record<AdvertiserType, string> = {
  AUCTIONEER: 'Encanteur',
  AUCTION_PRODUCTION: 'Outils et logiciels d’encan',
  REAL_ESTATE_AGENT: 'Courtier immobilier',
  MOVE_MANAGER: 'Gestion de déménagement',
  ESTATE_SALE_COMPANY: 'Ventes de succession',
  APPRAISAL_SERVICE: 'Service d’évaluation',
  CLEANING_SERVICE: 'Service de nettoyage',
  LEGAL_SERVICE: 'Juridique et successions',
  JUNK_REMOVAL: 'Enlèvement de rebuts',
  STORAGE_FACILITY: 'Entreposage',
  OTHER_SERVICE: 'Autre service',
};

export const PROVINCE_NAMES_FR: Record<Province, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NT: 'Territoires du Nord-Ouest',
  NS: 'Nouvelle-Écosse',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const AUCTION_STATUS_LABELS_FR: Record<AuctionStatus, string> = {
  AWAITING_PAYMENT: 'En attente de paiement',
  PENDING: 'En révision',
  APPROVED: 'En ligne',
  REJECTED: 'Refusé',
};

export const BANNER_STATUS_LABELS_FR: Record<BannerStatus | 'EXPIRED', string> = {
  PENDING: 'En révision',
  APPROVED: 'Approuvée',
  ACTIVE: 'Active',
  REJECTED: 'Refusée',
  AWAITING_PAYMENT: 'En attente de paiement',
  EXPIRED: 'Expirée',
};

export const INVOICE_ITEM_TYPE_LABELS_FR: Record<InvoiceItemType, string> = {
  LISTING_FEE: 'Annonce d’encan',
  BANNER_AD: 'Bannière publicitaire',
  DIRECTORY_LISTING: 'Inscription au répertoire',
};

/** The auction categories the seed creates (spec 000 §9 and ours), by their English name. */
export const AUCTION_CATEGORY_NAMES_FR: Record<string, string> = {
  'Business Assets': 'Actifs d’entreprise',
  Collectibles: 'Objets de collection',
  'Estate Sales': 'Ventes de succession',
  'Farm Equipment': 'Équipement agricole',
  'Industrial Equipment': 'Équipement industriel',
  'Jewelry & Watches': 'Bijoux et montres',
  'Real Estate': 'Immobilier',
  Vehicles: 'Véhicules',
  Antiques: 'Antiquités',
  Art: 'Art',
  'Coins & Currency': 'Pièces de monnaie et billets',
  'Firearms & Militaria': 'Armes à feu et objets militaires',
  Furniture: 'Mobilier',
  'Heavy Equipment': 'Équipement lourd',
  'Marine & Boats': 'Nautisme et bateaux',
  'Tools & Workshop': 'Outils et atelier',
};

export const DIRECTORY_SERVICE_CATEGORIES_FR: Record<(typeof DIRECTORY_SERVICE_CATEGORIES)[number], string> =
  {
    'Estate Sales': 'Ventes de succession',
    'Moving & Downsizing': 'Déménagement et réduction d’espace',
    Appraisals: 'Évaluations',
    'Cleaning & Clean-outs': 'Nettoyage et vidage',
    'Legal & Estate Planning': 'Droit et planification successorale',
    'Junk Removal': 'Enlèvement de rebuts',
    Storage: 'Entreposage',
    'Real Estate': 'Immobilier',
    'Auction Services': 'Services d’encan',
    'Auction Software': 'Logiciels d’encan',
    'Antiques & Collectibles': 'Antiquités et objets de collection',
    'Senior Relocation': 'Relocalisation des aînés',
  };

const pick = <K extends string>(
  english: Record<K, string>,
  french: Record<K, string>,
  key: K,
  locale: Locale,
) => (locale === 'fr' ? french[key] : english[key]) ?? english[key];

export const advertiserTypeLabel = (type: AdvertiserType, locale: Locale) =>
  pick(ADVERTISER_TYPE_LABELS, ADVERTISER_TYPE_LABELS_FR, type, locale);
export const provinceName = (province: Province, locale: Locale) =>
  pick(PROVINCE_NAMES, PROVINCE_NAMES_FR, province, locale);
export const auctionStatusLabel = (status: AuctionStatus, locale: Locale) =>
  pick(AUCTION_STATUS_LABELS, AUCTION_STATUS_LABELS_FR, status, locale);
export const bannerStatusLabel = (status: BannerStatus | 'EXPIRED', locale: Locale) =>
  pick(BANNER_STATUS_LABELS, BANNER_STATUS_LABELS_FR, status, locale);
export const invoiceItemTypeLabel = (type: InvoiceItemType, locale: Locale) =>
  pick(INVOICE_ITEM_TYPE_LABELS, INVOICE_ITEM_TYPE_LABELS_FR, type, locale);

/**
 * A category's name in `locale`. Category rows are data; the reference ones have a French name here,
 * and one an admin adds later keeps its own name in both languages until it is given one.
 */
export const categoryName = (name: string, locale: Locale): string =>
  locale === 'fr'
    ? (AUCTION_CATEGORY_NAMES_FR[name] ?? DIRECTORY_SERVICE_CATEGORIES_FR[name as never] ?? name)
    : name;
