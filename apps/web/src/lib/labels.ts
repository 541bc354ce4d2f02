import type { AdvertiserType, AuctionStatus, InvoiceItemType, Locale, Province } from '@mariner/contracts';
import {
  ADVERTISER_TYPE_LABELS,
  AUCTION_STATUS_LABELS,
  INVOICE_ITEM_TYPE_LABELS,
  PROVINCE_NAMES,
} from '@mariner/contracts/constants';
import { currentLocale } from './locale.ts';

/** The contracts' functions naming each vocabulary in a language (contracts' i18n/labels-fr.ts). */
export interface FrenchLabels {
  provinceName: (code: Province, locale: Locale) => string;
  advertiserTypeLabel: (type: AdvertiserType, locale: Locale) => string;
  auctionStatusLabel: (status: AuctionStatus, locale: Locale) => string;
  invoiceItemTypeLabel: (type: InvoiceItemType, locale: Locale) => string;
  categoryName: (name: string, locale: Locale) => string;
}

let french: FrenchLabels | undefined;

/**
 * The French names come with a French page's texts (app/french-labels.ts, loaded by app/i18n.ts
 * before a French page renders; at once on the server and in tests), so an English page does not
 * carry them (issue 26), as the contracts' French messages (lib/messages.ts).
 */
export function setFrenchLabels(labels: FrenchLabels): void {
  french = labels;
}

const inFrench = (): FrenchLabels | undefined => (currentLocale() === 'fr' ? french : undefined);

/**
 * Issue 16: the product's fixed vocabularies (provinces, advertiser types, statuses, invoice
 * items, the reference categories) in the language shown, from the contracts' tables.
 */
export const provinceLabel = (code: Province): string =>
  inFrench()?.provinceName(code, 'fr') ?? PROVINCE_NAMES[code];
export const advertiserTypeText = (type: AdvertiserType): string =>
  inFrench()?.advertiserTypeLabel(type, 'fr') ?? ADVERTISER_TYPE_LABELS[type];
export const auctionStatusText = (status: AuctionStatus): string =>
  inFrench()?.auctionStatusLabel(status, 'fr') ?? AUCTION_STATUS_LABELS[status];
export const invoiceItemText = (type: InvoiceItemType): string =>
  inFrench()?.invoiceItemTypeLabel(type, 'fr') ?? INVOICE_ITEM_TYPE_LABELS[type];
/** A category's name: rows are data, so an English page shows the row's own name. */
export const categoryLabel = (name: string): string => inFrench()?.categoryName(name, 'fr') ?? name;
/**
 * An auction's category in the language shown: the French name the answer carries (decision 023:
 * superadmins name categories in both languages), else the contracts' table, else the name.
 */
export const auctionCategoryLabel = (category: { name: string; nameFr?: string | undefined }): string =>
  (inFrench() && category.nameFr) || categoryLabel(category.name);
