import { MAX_PAGE_LIMIT, TEXT_MAXIMUMS } from './constants.ts';
import { InvoiceItemType, InvoiceStatus, Province } from './enums.ts';
import { IsoDateTime, Pagination, pageQuery, singleLineText } from './fields.ts';
import { InvoiceLineSchema } from './payments.ts';
import { z } from './zod.ts';

/**
 * Issue 31 item 1: every buyer's invoices for the admins (`GET /api/admin/invoices`, ADMIN and
 * SUPERADMIN). The spec's `GET /invoices` stays the signed-in user's own list, unchanged.
 */

/** A page of the admin Invoices tab; the call takes up to MAX_PAGE_LIMIT. */
export const ADMIN_INVOICES_PAGE_SIZE = 50;

/** Newest first is the default; amounts sort on the total, tax included. */
export const ADMIN_INVOICE_SORTS = ['newest', 'oldest', 'amountDesc', 'amountAsc'] as const;
export const AdminInvoiceSort = z.enum(ADMIN_INVOICE_SORTS);
export type AdminInvoiceSort = z.infer<typeof AdminInvoiceSort>;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * `search` matches a part of the invoice number or of the buyer's name, company or e-mail as
 * billed (whatever the case and accents); `status` is the stored one (`failed` reads "Cancelled":
 * voided or cancelled before payment); `province` is the province the invoice was taxed in.
 */
export const AdminInvoicesQuery = pageQuery(ADMIN_INVOICES_PAGE_SIZE, MAX_PAGE_LIMIT).extend({
  search: z.preprocess(blankToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional()),
  status: z.preprocess(blankToUndefined, InvoiceStatus.optional()),
  province: z.preprocess(blankToUndefined, Province.optional()),
  sort: z.preprocess(blankToUndefined, AdminInvoiceSort.default('newest')),
});
export type AdminInvoicesQuery = z.input<typeof AdminInvoicesQuery>;

const Cents = z.number().int().min(0);

/** One invoice as the admin list shows it: the buyer as billed, the amounts in cents. */
export const AdminInvoice = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  createdAt: IsoDateTime,
  status: InvoiceStatus,
  itemType: InvoiceItemType,
  description: z.string(),
  /** What the line bought, as data (null when the item is gone: `description` stands). */
  line: InvoiceLineSchema.nullish(),
  /** The buyer's account, null once it was deleted (the bill-to below stays). */
  userId: z.uuid().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** Null until the checkout names the province taxed. */
  taxProvince: Province.nullable(),
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
});
export type AdminInvoice = z.infer<typeof AdminInvoice>;

export const AdminInvoicesResponse = z.object({ invoices: z.array(AdminInvoice), pagination: Pagination });
export type AdminInvoicesResponse = z.infer<typeof AdminInvoicesResponse>;
