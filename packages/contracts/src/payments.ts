import { MAX_PAGE_LIMIT, PAGE_SIZES } from './constants.ts';
import {
  BannerPlacement,
  BannerSize,
  InvoiceItemType,
  InvoiceStatus,
  PaymentStatus,
  Province,
} from './enums.ts';
import { asSingleLine, IsoDateTime, Pagination, pageQuery } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { PaymentProvider } from './payment-methods.ts';
import { z } from './zod.ts';

export * from './invoice-lines.ts';

/**
 * Checkout and invoices (spec 001 §2 Checkout, Payment form, Invoices, Invoice detail; §3 Invoice,
 * Payment request; §4 Payment flow; §7; decisions 1–4 and 8). Every amount is integer cents.
 */

export const Currency = z.literal('CAD');
export type Currency = z.infer<typeof Currency>;

const Cents = z.number().int().min(0);

/** The item id each payment type pays for. */
export const PAYMENT_ITEM_ID_FIELD = {
  LISTING_FEE: 'auctionListingId',
  BANNER_AD: 'bannerAdId',
  DIRECTORY_LISTING: 'directoryListingId',
} as const satisfies Record<InvoiceItemType, string>;

const ProvinceField = z.enum(Province.options, { error: MESSAGES.invalidProvince });
const PaymentTypeField = z.enum(InvoiceItemType.options, { error: MESSAGES.paymentItemRequired });
const ItemId = z.uuid({ error: MESSAGES.paymentItemRequired }).nullish();

const itemFields = {
  auctionListingId: ItemId,
  bannerAdId: ItemId,
  directoryListingId: ItemId,
};

type ItemIds = { paymentType: InvoiceItemType } & Partial<
  Record<'auctionListingId' | 'bannerAdId' | 'directoryListingId', string | null | undefined>
>;

/** Exactly one item id, the one matching paymentType. */
const refineOneItem = (value: ItemIds, ctx: z.RefinementCtx) => {
  const field = PAYMENT_ITEM_ID_FIELD[value.paymentType];
  const given = Object.values(PAYMENT_ITEM_ID_FIELD).filter((key) => value[key]);
  if (!value[field] || given.length !== 1) {
    ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.paymentItemRequired });
  }
};

/** The id of the item a request pays for (after validation it is always present). */
export const paymentItemId = (value: ItemIds): string =>
  value[PAYMENT_ITEM_ID_FIELD[value.paymentType]] ?? '';

/** POST /payments/quote (ours): the tax lines for an item and a province, without creating an intent. */
export const PaymentQuoteRequest = z
  .object({ paymentType: PaymentTypeField, province: ProvinceField.optional(), ...itemFields })
  .superRefine(refineOneItem);
export type PaymentQuoteRequest = z.infer<typeof PaymentQuoteRequest>;

/** One part of the tax (issue 30): GST, PST/RST/QST or HST; the parts add up to `tax` exactly. */
export const TaxLineSchema = z.object({
  name: z.enum(['GST', 'PST', 'RST', 'QST', 'HST']),
  rateMillipercent: z.number().int(),
  ratePercent: z.number(),
  amount: Cents,
});

export const PaymentQuote = z.object({
  description: z.string(),
  subtotal: Cents,
  taxRateMillipercent: z.number().int(),
  tax: Cents,
  /** Ours (issue 30): the tax in its parts, under the law in force on the invoice's date. */
  taxLines: z.array(TaxLineSchema),
  total: Cents,
  province: Province,
  currency: Currency,
});
export type PaymentQuote = z.infer<typeof PaymentQuote>;
export const PaymentQuoteResponse = PaymentQuote;
export type PaymentQuoteResponse = z.infer<typeof PaymentQuoteResponse>;

/**
 * POST /payments/create-payment-intent (spec 001 §3 Payment request). `amount` is never trusted:
 * when present and different from the server's total the call is refused (400).
 */
export const CreatePaymentIntentRequest = z
  .object({
    paymentType: PaymentTypeField,
    /** Without it (issue 30), the account's own province, then the default (ON). */
    province: ProvinceField.optional(),
    savePaymentMethod: z.boolean().optional(),
    ...itemFields,
    paymentMethodId: asSingleLine(z.string().max(255)).nullish(),
    amount: z.number().int().nullish(),
  })
  .superRefine(refineOneItem);
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreatePaymentIntentResponse = PaymentQuote.extend({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  invoiceId: z.uuid(),
  provider: PaymentProvider,
  /** Stripe's publishable key; null for the test processor. */
  publishableKey: z.string().nullable(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/**
 * POST /payments/confirm-payment. With a paymentMethodId the server confirms the intent itself
 * (a saved card or a `pm_…` id); without, the intent must already have succeeded (Stripe Elements).
 * A decline answers 402 with the card's message.
 */
export const ConfirmPaymentRequest = z.object({
  paymentIntentId: asSingleLine(z.string().min(1).max(255)),
  invoiceId: z.uuid({ error: MESSAGES.invoiceNotFoundText }),
  ...itemFields,
  paymentMethodId: asSingleLine(z.string().max(255)).nullish(),
});
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequest>;

export const ConfirmPaymentResponse = z.object({
  success: z.literal(true),
  payment: z.object({ id: z.uuid() }),
  invoiceId: z.uuid(),
});
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponse>;

// --- Invoices ---

/**
 * Ours (issue 30 item 6): what a line bought, as data, for describeInvoiceLine to write in the
 * reader's language; null when the item is gone (the stored `description` is shown then).
 */
export const InvoiceLineSchema = z.discriminatedUnion('itemType', [
  z.object({
    itemType: z.literal('BANNER_AD'),
    size: BannerSize,
    placement: BannerPlacement,
    advertiserName: z.string(),
  }),
  z.object({ itemType: z.literal('DIRECTORY_LISTING'), companyName: z.string(), months: z.number().int() }),
  z.object({ itemType: z.literal('LISTING_FEE'), title: z.string() }),
]);

/** GET /invoices row (spec 001 §3 Invoice (list)); `amount` is the total in cents. */
export const InvoiceListItem = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  createdAt: IsoDateTime,
  description: z.string(),
  itemType: InvoiceItemType,
  /** Ours (issue 30 item 6). */
  line: InvoiceLineSchema.nullish(),
  amount: Cents,
  status: InvoiceStatus,
});
export type InvoiceListItem = z.infer<typeof InvoiceListItem>;

export const InvoicesQuery = pageQuery(PAGE_SIZES.invoices, MAX_PAGE_LIMIT);
export type InvoicesQuery = z.infer<typeof InvoicesQuery>;

export const InvoicesResponse = z.object({ invoices: z.array(InvoiceListItem), pagination: Pagination });
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

/** GET /invoices/{id}/data (spec 001 §3 Invoice (detail)); all amounts in cents (decision 1). */
export const InvoiceData = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  status: InvoiceStatus,
  /**
   * Ours (issue 30 item 6): the item paid for, while it exists, so an unpaid invoice offers Pay now
   * (the checkout is keyed by the item).
   */
  item: z.object({ type: InvoiceItemType, id: z.uuid() }).nullish(),
  date: IsoDateTime,
  dueDate: IsoDateTime.nullable(),
  billTo: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      description: z.string(),
      /** Ours (issue 30 item 6): the line as data, written in the reader's language. */
      line: InvoiceLineSchema.nullish(),
      amount: Cents,
    }),
  ),
  subtotal: Cents,
  tax: Cents,
  /** Null while the province is not chosen yet (before checkout). */
  taxProvince: Province.nullable(),
  taxRateMillipercent: z.number().int(),
  /** Ours (issue 30): the tax in its parts; empty while the province is not chosen yet. */
  taxLines: z.array(TaxLineSchema),
  /** Ours (issue 30): the operator's registration numbers (`TAX_REGISTRATION_NUMBERS`); empty when unset. */
  taxRegistrationNumbers: z.array(z.string()),
  total: Cents,
  currency: Currency,
  payments: z.array(z.object({ date: IsoDateTime, amount: Cents, status: PaymentStatus })),
  refundedAmount: Cents,
});
export type InvoiceData = z.infer<typeof InvoiceData>;

export const InvoiceDataResponse = z.object({ data: InvoiceData });
export type InvoiceDataResponse = z.infer<typeof InvoiceDataResponse>;
