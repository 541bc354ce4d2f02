import { InvoiceItemType } from '@mariner/contracts';
import { invoiceItemText } from '../../../lib/labels.ts';
import { intlLocale } from '../../../lib/locale.ts';

/** Spec 001 §3: an invoice without a number is named by the last 8 characters of its id. */
export const invoiceNumberOf = (invoice: { id: string; invoiceNumber?: string | null }): string =>
  invoice.invoiceNumber?.trim() || invoice.id.slice(-8);

export const FALLBACK_DESCRIPTION = 'Mariner Marketplace Purchase';

export const descriptionOf = (description: string | null | undefined): string =>
  description?.trim() || FALLBACK_DESCRIPTION;

export const itemTypeLabel = (itemType: string): string => {
  const parsed = InvoiceItemType.safeParse(itemType);
  return parsed.success ? invoiceItemText(parsed.data) : itemType;
};

/** 15000 → "15", 14975 → "14.975". */
export const formatRate = (millipercent: number): string =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 3 }).format(millipercent / 1000);
