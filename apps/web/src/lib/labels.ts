import type { AdvertiserType, AuctionStatus, InvoiceItemType, Province } from '@mariner/contracts';
import {
  ADVERTISER_TYPE_LABELS,
  AUCTION_STATUS_LABELS,
  INVOICE_ITEM_TYPE_LABELS,
  PROVINCE_NAMES,
} from '@mariner/contracts/constants';
import { frenchName as named } from './french-names.ts';
import { currentLocale } from './locale.ts';

/**
 * Issue 16: the product's fixed vocabularies (provinces, advertiser types, statuses, invoice
 * items, the reference categories) in the language shown, from the contracts' tables.
 */
export const provinceLabel = (code: Province): string =>
  named('province', code, PROVINCE_NAMES[code], (labels) => labels.provinceName(code, 'fr'));
export const advertiserTypeText = (type: AdvertiserType): string =>
  named('advertiserType', type, ADVERTISER_TYPE_LABELS[type], (labels) =>
    labels.advertiserTypeLabel(type, 'fr'),
  );
export const auctionStatusText = (status: AuctionStatus): string =>
  named('auctionStatus', status, AUCTION_STATUS_LABELS[status], (labels) =>
    labels.auctionStatusLabel(status, 'fr'),
  );
export const invoiceItemText = (type: InvoiceItemType): string =>
  named('invoiceItem', type, INVOICE_ITEM_TYPE_LABELS[type], (labels) =>
    labels.invoiceItemTypeLabel(type, 'fr'),
  );
/** A category's name: rows are data, so an English page shows the row's own name. */
export const categoryLabel = (name: string): string =>
  named('category', name, name, (labels) => labels.categoryName(name, 'fr'));
/**
 * An auction's category in the language shown: the French name the answer carries (decision 023:
 * superadmins name categories in both languages), else the contracts' table, else the name.
 */
export const auctionCategoryLabel = (category: { name: string; nameFr?: string | undefined }): string =>
  (currentLocale() === 'fr' && category.nameFr) || categoryLabel(category.name);
