import { InvoiceItemType, type InvoiceLine } from '@mariner/contracts';
import { describeInvoiceLine } from '@mariner/contracts/constants';
import { invoiceItemText } from './labels.ts';
import { currentLocale, intlLocale } from './locale.ts';

/** Spec 001 §3: an invoice without a number is named by the last 8 characters of its id. */
export const invoiceNumberOf = (invoice: { id: string; invoiceNumber?: string | null }): string =>
  invoice.invoiceNumber?.trim() || invoice.id.slice(-8);

export const FALLBACK_DESCRIPTION = 'Mariner Marketplace Purchase';

/**
 * Issue 30 item 6: what was bought in the reader's language, from the line's data; the stored
 * words when the item is gone (or an older answer without the line).
 */
export const descriptionOf = (
  description: string | null | undefined,
  line?: InvoiceLine | null | undefined,
): string =>
  line ? describeInvoiceLine(line, currentLocale()) : description?.trim() || FALLBACK_DESCRIPTION;

export const itemTypeLabel = (itemType: string): string => {
  const parsed = InvoiceItemType.safeParse(itemType);
  return parsed.success ? invoiceItemText(parsed.data) : itemType;
};

/** 15000 → "15", 14975 → "14.975". */
export const formatRate = (millipercent: number): string =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 3 }).format(millipercent / 1000);
