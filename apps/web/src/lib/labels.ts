import type { AdvertiserType, AuctionStatus, InvoiceItemType, Province } from '@mariner/contracts';
import {
  advertiserTypeLabel,
  auctionStatusLabel,
  categoryName,
  invoiceItemTypeLabel,
  provinceName,
} from '@mariner/contracts/constants';
import { currentLocale } from './locale.ts';

/**
 * Issue 16: the product's fixed vocabularies (provinces, advertiser types, statuses, invoice
 * items, the reference categories) in the language shown, from the contracts' tables.
 */
export const provinceLabel = (code: Province): string => provinceName(code, currentLocale());
export const advertiserTypeText = (type: AdvertiserType): string =>
  advertiserTypeLabel(type, currentLocale());
export const auctionStatusText = (status: AuctionStatus): string =>
  auctionStatusLabel(status, currentLocale());
export const invoiceItemText = (type: InvoiceItemType): string => invoiceItemTypeLabel(type, currentLocale());
export const categoryLabel = (name: string): string => categoryName(name, currentLocale());
