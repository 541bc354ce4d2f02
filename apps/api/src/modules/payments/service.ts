import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResponse,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  computeTax,
  MESSAGES,
  PAYMENT_ITEM_ID_FIELD,
  type PaymentQuote,
  type PaymentQuoteRequest,
  type Province,
  Province as ProvinceSchema,
  paymentItemId,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { InvoiceRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { type PaymentDriver, PaymentError, type PaymentIntent } from '../../plugins/payments/driver.ts';
import { listingsChanged, markListingPaid } from '../auctions/listing-service.ts';
import { markBannerPaid } from '../banners/service.ts';
import { activateDirectoryListing } from '../directory-listings/service.ts';
import * as invoiceQueries from '../invoices/queries.ts';
import { findInvoiceOfItem, invoiceNotFound } from '../invoices/service.ts';
import { findPaymentMethod } from '../payment-methods/queries.ts';
import { ensureCustomer } from '../payment-methods/service.ts';

/**
 * Checkout (spec 001 §4 Payment flow; decisions 2–4): the server prices the item, taxes it for the
 * buyer's province and charges only what it computed. An invoice is paid once: the processor's
 * idempotency keys stop a double charge and the unique intent id stops a double record.
 */

const alreadyPaid = () => new AppError('CONFLICT', MESSAGES.invoiceAlreadyPaid);
const notPayable = () => new AppError('CONFLICT', MESSAGES.invoiceNotPayable);

/** The caller's own invoice for the item; anyone else's does not exist for them. */
async function payableInvoiceOf(
  db: Executor,
  user: UserRow,
  request: PaymentQuoteRequest,
): Promise<InvoiceRow> {
  const invoice = await findInvoiceOfItem(db, request.paymentType, paymentItemId(request));
  if (!invoice || invoice.userId !== user.id) throw invoiceNotFound();
  assertPayable(invoice);
  return invoice;
}

function assertPayable(invoice: InvoiceRow) {
  if (invoice.status === 'paid' || invoice.status === 'refunded') throw alreadyPaid();
  if (invoice.status !== 'pending' && invoice.status !== 'draft') throw notPayable();
}

const quoteOf = (invoice: InvoiceRow, province: Province): PaymentQuote => {
  const tax = computeTax(invoice.subtotalCents, province);
  return {
    description: invoice.description,
    subtotal: tax.subtotalCents,
    taxRateMillipercent: tax.taxRateMillipercent,
    tax: tax.taxCents,
    total: tax.totalCents,
    province,
    currency: 'CAD',
  };
};

/** POST /payments/quote (ours): the tax lines the checkout shows for a province. */
export async function quotePayment(db: Database, user: UserRow, request: PaymentQuoteRequest) {
  return quoteOf(await payableInvoiceOf(db, user, request), request.province);
}

/**
 * POST /payments/create-payment-intent. The same invoice and total answer the same intent (the
 * key holds both); another province makes another total, so another intent, and the invoice's tax.
 */
export async function createPaymentIntent(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  request: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResponse> {
  const invoice = await payableInvoiceOf(db, user, request);
  const quote = quoteOf(invoice, request.province);
  if (request.amount != null && request.amount !== quote.total) {
    throw new AppError('BAD_REQUEST', MESSAGES.amountMismatch, { amount: MESSAGES.amountMismatch });
  }
  const customerId = await ensureCustomer(db, payments, user);
  const intent = await payments.createPaymentIntent({
    amountCents: quote.total,
    currency: 'cad',
    customerId,
    idempotencyKey: `invoice-${invoice.id}-${quote.total}`,
    metadata: {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      province: quote.province,
      subtotalCents: String(quote.subtotal),
      taxCents: String(quote.tax),
    },
  });
  await db.transaction(async (tx) => {
    const current = await invoiceQueries.findInvoice(tx, invoice.id, { forUpdate: true });
    if (!current) throw invoiceNotFound();
    assertPayable(current);
    await invoiceQueries.updateInvoice(tx, invoice.id, {
      taxProvince: quote.province,
      taxRateMillipercent: quote.taxRateMillipercent,
      taxCents: quote.tax,
      totalCents: quote.total,
      paymentIntentId: intent.id,
    });
  });
  return {
    ...quote,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    invoiceId: invoice.id,
    provider: payments.provider,
    publishableKey: payments.publishableKey,
  };
}

const paymentFailed = (message: string) => new AppError('PAYMENT_FAILED', message);

/** A saved card is named by our id; anything else is passed to the processor as its own id. */
async function processorPaymentMethodId(db: Executor, payments: PaymentDriver, user: UserRow, id: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(id)) return id;
  const saved = await findPaymentMethod(db, user.id, payments.provider, id);
  if (!saved) throw paymentFailed(MESSAGES.paymentFailed);
  return saved.providerPaymentMethodId;
}

/** POST /payments/confirm-payment: charges (or checks) the intent, then records the payment once. */
export async function confirmPayment(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  request: ConfirmPaymentRequest,
): Promise<ConfirmPaymentResponse> {
  const invoice = await invoiceQueries.findInvoice(db, request.invoiceId);
  if (!invoice || invoice.userId !== user.id) throw invoiceNotFound();
  const itemField = PAYMENT_ITEM_ID_FIELD[invoice.itemType];
  const itemId = invoice[ITEM_ID_COLUMN[invoice.itemType]];
  for (const field of Object.values(PAYMENT_ITEM_ID_FIELD)) {
    const given = request[field];
    if (given && (field !== itemField || given !== itemId)) {
      throw new AppError('BAD_REQUEST', MESSAGES.paymentDoesNotMatchInvoice);
    }
  }

  const recorded = await invoiceQueries.findPaymentByIntent(db, request.paymentIntentId);
  if (recorded) {
    if (recorded.invoiceId !== invoice.id)
      throw new AppError('BAD_REQUEST', MESSAGES.paymentDoesNotMatchInvoice);
    return { success: true, payment: { id: recorded.id }, invoiceId: invoice.id };
  }
  assertPayable(invoice);

  let intent = await retrieve(payments, request.paymentIntentId);
  if (intent.metadata.invoiceId !== invoice.id) {
    throw new AppError('BAD_REQUEST', MESSAGES.paymentDoesNotMatchInvoice);
  }
  if (intent.status !== 'succeeded') {
    if (!request.paymentMethodId) throw paymentFailed(MESSAGES.paymentNotCompleted);
    const paymentMethodId = await processorPaymentMethodId(db, payments, user, request.paymentMethodId);
    intent = await payments
      .confirmPaymentIntent({ paymentIntentId: intent.id, paymentMethodId })
      .catch((error: unknown) => {
        throw error instanceof PaymentError ? paymentFailed(cardMessage(error)) : error;
      });
    if (intent.status !== 'succeeded') {
      throw paymentFailed(intent.lastError?.message ?? MESSAGES.paymentFailed);
    }
  }
  const payment = await recordPayment(db, payments.provider, intent);
  return { success: true, payment: { id: payment.id }, invoiceId: invoice.id };
}

const ITEM_ID_COLUMN = {
  LISTING_FEE: 'auctionId',
  BANNER_AD: 'bannerId',
  DIRECTORY_LISTING: 'directoryListingId',
} as const;

const cardMessage = (error: PaymentError) =>
  error.code === 'card_declined' || error.code === 'insufficient_funds'
    ? error.message
    : MESSAGES.paymentFailed;

async function retrieve(payments: PaymentDriver, paymentIntentId: string) {
  return payments.retrievePaymentIntent(paymentIntentId).catch((error: unknown) => {
    throw error instanceof PaymentError ? invoiceNotFound() : error;
  });
}

/**
 * What a payment moves on, per item type (decision 4), inside the recording transaction. A module
 * that sells an item adds its entry here; an item type without one cannot have been invoiced.
 */
const PAID_ITEM_HANDLERS: Partial<
  Record<InvoiceRow['itemType'], (tx: Executor, invoice: InvoiceRow) => Promise<void>>
> = {
  LISTING_FEE: async (tx, invoice) => {
    if (invoice.auctionId) await markListingPaid(tx, invoice.auctionId);
  },
  BANNER_AD: async (tx, invoice) => {
    if (invoice.bannerId) await markBannerPaid(tx, invoice.bannerId);
  },
  DIRECTORY_LISTING: async (tx, invoice) => {
    if (invoice.directoryListingId) await activateDirectoryListing(tx, invoice.directoryListingId);
  },
};

/**
 * Records a succeeded intent against its invoice, once: the confirmation and a later webhook may
 * both call this. The invoice takes the tax that was charged (the intent's metadata), is marked
 * paid, and its item moves on (an auction goes to review, or live for auto-approve sellers).
 */
export async function recordPayment(
  db: Database,
  provider: PaymentDriver['provider'],
  intent: PaymentIntent,
) {
  const invoiceId = intent.metadata.invoiceId;
  if (!invoiceId || intent.status !== 'succeeded') throw paymentFailed(MESSAGES.paymentNotCompleted);
  const payment = await db.transaction(async (tx) => {
    const invoice = await invoiceQueries.findInvoice(tx, invoiceId, { forUpdate: true });
    if (!invoice) throw invoiceNotFound();
    const earlier = await invoiceQueries.findPaymentByIntent(tx, intent.id);
    if (earlier) return earlier;
    assertPayable(invoice);

    const province = ProvinceSchema.parse(intent.metadata.province);
    const tax = computeTax(invoice.subtotalCents, province);
    if (tax.totalCents !== intent.amountCents) {
      throw new AppError('BAD_REQUEST', MESSAGES.amountMismatch);
    }
    const payment = await invoiceQueries.insertPayment(tx, {
      invoiceId,
      provider,
      providerPaymentIntentId: intent.id,
      amountCents: intent.amountCents,
      status: 'succeeded',
    });
    if (!payment) throw alreadyPaid();
    await invoiceQueries.updateInvoice(tx, invoiceId, {
      status: 'paid',
      paidAt: new Date(),
      paymentIntentId: intent.id,
      taxProvince: province,
      taxRateMillipercent: tax.taxRateMillipercent,
      taxCents: tax.taxCents,
      totalCents: tax.totalCents,
    });
    const moveOn = PAID_ITEM_HANDLERS[invoice.itemType];
    if (!moveOn) throw new Error(`no handler moves a paid ${invoice.itemType} on`);
    await moveOn(tx, invoice);
    return payment;
  });
  listingsChanged(db);
  return payment;
}
