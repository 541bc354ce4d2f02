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
  provinceOrDefault,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { InvoiceRow, PaymentRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { type PaymentDriver, PaymentError, type PaymentIntent } from '../../plugins/payments/driver.ts';
import { markListingPaid } from '../auctions/listing-service.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import type { AuctionWrites } from '../auctions/service.ts';
import { markBannerPaid } from '../banners/service.ts';
import { activateDirectoryListing } from '../directory-listings/service.ts';
import * as invoiceQueries from '../invoices/queries.ts';
import { findInvoiceOfItem, invoiceNotFound, reissueCancelledInvoice } from '../invoices/service.ts';
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
  db: Database,
  user: UserRow,
  request: PaymentQuoteRequest,
): Promise<InvoiceRow> {
  const newest = await findInvoiceOfItem(db, request.paymentType, paymentItemId(request));
  if (!newest || newest.userId !== user.id) throw invoiceNotFound();
  // Issue 30 item 6: an item whose invoice its owner cancelled is paid on a fresh invoice.
  const invoice = await reissueCancelledInvoice(db, newest);
  assertPayable(invoice);
  return invoice;
}

function assertPayable(invoice: InvoiceRow) {
  if (invoice.status === 'paid' || invoice.status === 'refunded') throw alreadyPaid();
  if (!isPayable(invoice)) throw notPayable();
}

const isPayable = (invoice: InvoiceRow) => invoice.status === 'pending' || invoice.status === 'draft';

const quoteOf = (invoice: InvoiceRow, province: Province): PaymentQuote => {
  // The law in force on the invoice's date (issue 30): an invoice issued before a change keeps its rate.
  const tax = computeTax(invoice.subtotalCents, province, invoice.createdAt);
  return {
    description: invoice.description,
    subtotal: tax.subtotalCents,
    taxRateMillipercent: tax.taxRateMillipercent,
    tax: tax.taxCents,
    taxLines: tax.taxLines,
    total: tax.totalCents,
    province,
    currency: 'CAD',
  };
};

/** The province taxed (issue 30): the one the checkout names, else the account's, else the default. */
const provinceOf = (user: UserRow, request: { province?: Province | undefined }): Province =>
  request.province ?? provinceOrDefault(user.province);

/** POST /payments/quote (ours): the tax lines the checkout shows for a province. */
export async function quotePayment(db: Database, user: UserRow, request: PaymentQuoteRequest) {
  return quoteOf(await payableInvoiceOf(db, user, request), provinceOf(user, request));
}

/**
 * The amount a client may send (spec 001 §3 "Payment request"): the invoice amount its checkout
 * shows (the subtotal, before tax) or the total for the province. Never trusted: only compared.
 */
function assertClientAmount(amount: number | null | undefined, invoice: InvoiceRow, quote: PaymentQuote) {
  if (amount == null || amount === invoice.subtotalCents || amount === quote.total) return;
  throw new AppError('BAD_REQUEST', MESSAGES.amountMismatch, { amount: MESSAGES.amountMismatch });
}

/** An intent still usable for this quote and card: the same total, province and card, not cancelled. */
const isReusable = (intent: PaymentIntent, quote: PaymentQuote, paymentMethodId: string | undefined) =>
  (intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation') &&
  intent.amountCents === quote.total &&
  intent.metadata.province === quote.province &&
  (paymentMethodId === undefined || intent.paymentMethodId === paymentMethodId);

/**
 * POST /payments/create-payment-intent. One live intent per invoice (issue 13, defect 5): the
 * invoice's current intent is answered again when it still fits (a double click, a second tab on
 * the same province); otherwise it is cancelled before a new one is made, so two tabs on two
 * provinces can never both charge. A saved card named here is the one confirm-payment charges when
 * the spec's client confirms without naming it again (defect 4).
 */
export async function createPaymentIntent(
  app: AuctionWrites,
  payments: PaymentDriver,
  user: UserRow,
  request: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResponse> {
  const { db } = app;
  const invoice = await payableInvoiceOf(db, user, request);
  const quote = quoteOf(invoice, provinceOf(user, request));
  assertClientAmount(request.amount, invoice, quote);
  const paymentMethodId = request.paymentMethodId
    ? await processorPaymentMethodId(db, payments, user, request.paymentMethodId)
    : undefined;
  const answer = (intent: PaymentIntent): CreatePaymentIntentResponse => ({
    ...quote,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    invoiceId: invoice.id,
    provider: payments.provider,
    publishableKey: payments.publishableKey,
  });

  const previous = invoice.paymentIntentId;
  if (previous) {
    const current = await retrieve(payments, previous);
    if (current.status === 'succeeded') {
      // Paid by the browser (Stripe Elements) before the server heard of it: record it, never charge again.
      await recordPayment(app, payments, current);
      throw alreadyPaid();
    }
    if (isReusable(current, quote, paymentMethodId)) return answer(current);
    await cancelIntent(payments, current);
  }

  const customerId = await ensureCustomer(db, payments, user);
  const intent = await payments.createPaymentIntent({
    amountCents: quote.total,
    currency: 'cad',
    customerId,
    ...(paymentMethodId ? { paymentMethodId } : {}),
    // Per replaced intent, total and card: a retry of this very request answers the same intent.
    idempotencyKey: `invoice-${invoice.id}-after-${previous ?? 'none'}-${quote.total}-${paymentMethodId ?? 'none'}`,
    metadata: {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      province: quote.province,
      subtotalCents: String(quote.subtotal),
      taxCents: String(quote.tax),
    },
  });
  const stored = await db.transaction(async (tx) => {
    const current = await invoiceQueries.findInvoice(tx, invoice.id, { forUpdate: true });
    if (!current) throw invoiceNotFound();
    assertPayable(current);
    // Another window replaced the intent meanwhile: theirs is the live one, ours must never charge.
    if (current.paymentIntentId !== previous && current.paymentIntentId !== intent.id) return false;
    await invoiceQueries.updateInvoice(tx, invoice.id, {
      taxProvince: quote.province,
      taxRateMillipercent: quote.taxRateMillipercent,
      taxCents: quote.tax,
      taxLines: quote.taxLines,
      totalCents: quote.total,
      paymentIntentId: intent.id,
    });
    return true;
  });
  if (!stored) {
    await cancelIntent(payments, intent);
    throw new AppError('CONFLICT', MESSAGES.checkoutMovedOn);
  }
  return answer(intent);
}

/** Cancels an intent that can no longer be the invoice's; one that succeeded meanwhile is recorded. */
async function cancelIntent(payments: PaymentDriver, intent: PaymentIntent) {
  if (intent.status === 'canceled' || intent.status === 'succeeded') return;
  await payments.cancelPaymentIntent(intent.id);
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

/**
 * POST /payments/confirm-payment: charges (or checks) the intent, then records the payment once.
 * Without a paymentMethodId the card named at create-payment-intent is charged (spec 001 §4: the
 * spec's client treats a saved card as succeeded locally and only tells the server).
 */
export async function confirmPayment(
  app: AuctionWrites,
  payments: PaymentDriver,
  user: UserRow,
  request: ConfirmPaymentRequest,
): Promise<ConfirmPaymentResponse> {
  const { db } = app;
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
    // A second charge for the invoice: another request may have recorded it and not yet refunded
    // it, so refund it here too (idempotent) before saying so.
    if (invoice.paymentIntentId !== request.paymentIntentId) {
      await refundDuplicate(db, payments, recorded);
      throw new AppError('CONFLICT', MESSAGES.duplicatePaymentRefunded);
    }
    return { success: true, payment: { id: recorded.id }, invoiceId: invoice.id };
  }

  let intent = await retrieve(payments, request.paymentIntentId);
  if (intent.metadata.invoiceId !== invoice.id) {
    throw new AppError('BAD_REQUEST', MESSAGES.paymentDoesNotMatchInvoice);
  }
  if (intent.status !== 'succeeded') {
    assertPayable(invoice);
    // Only the invoice's live intent may be charged; a replaced one was cancelled (defect 5).
    if (invoice.paymentIntentId !== intent.id || intent.status === 'canceled') {
      throw new AppError('CONFLICT', MESSAGES.checkoutMovedOn);
    }
    const paymentMethodId = request.paymentMethodId
      ? await processorPaymentMethodId(db, payments, user, request.paymentMethodId)
      : (intent.paymentMethodId ?? undefined);
    if (!paymentMethodId) throw paymentFailed(MESSAGES.paymentNotCompleted);
    intent = await payments
      .confirmPaymentIntent({ paymentIntentId: intent.id, paymentMethodId })
      .catch((error: unknown) => {
        throw error instanceof PaymentError ? paymentFailed(cardMessage(error)) : error;
      });
    if (intent.status !== 'succeeded') {
      throw paymentFailed(intent.lastError?.message ?? MESSAGES.paymentFailed);
    }
  }
  const payment = await recordPayment(app, payments, intent);
  if (payment.status === 'refunded') throw new AppError('CONFLICT', MESSAGES.duplicatePaymentRefunded);
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
 *
 * A succeeded intent for an invoice that can no longer be paid (paid by another intent, refunded,
 * voided) is money taken for nothing (issue 13, defect 5): it is recorded, refunded at once through
 * the driver and the refund is written on the invoice; the answer is that payment, now refunded.
 */
export async function recordPayment(app: AuctionWrites, payments: PaymentDriver, intent: PaymentIntent) {
  const { db } = app;
  const invoiceId = intent.metadata.invoiceId;
  if (!invoiceId || intent.status !== 'succeeded') throw paymentFailed(MESSAGES.paymentNotCompleted);
  const { payment, isDuplicate } = await db.transaction(async (tx) => {
    const invoice = await invoiceQueries.findInvoice(tx, invoiceId, { forUpdate: true });
    if (!invoice) throw invoiceNotFound();
    const earlier = await invoiceQueries.findPaymentByIntent(tx, intent.id);
    if (earlier) return { payment: earlier, isDuplicate: invoice.paymentIntentId !== intent.id };
    if (!isPayable(invoice)) {
      const recorded = await invoiceQueries.insertPayment(tx, {
        invoiceId,
        provider: payments.provider,
        providerPaymentIntentId: intent.id,
        amountCents: intent.amountCents,
        status: 'succeeded',
      });
      if (!recorded) throw alreadyPaid();
      return { payment: recorded, isDuplicate: true };
    }

    const province = ProvinceSchema.parse(intent.metadata.province);
    const tax = computeTax(invoice.subtotalCents, province, invoice.createdAt);
    if (tax.totalCents !== intent.amountCents) {
      throw new AppError('BAD_REQUEST', MESSAGES.amountMismatch);
    }
    const payment = await invoiceQueries.insertPayment(tx, {
      invoiceId,
      provider: payments.provider,
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
      taxLines: tax.taxLines,
      totalCents: tax.totalCents,
    });
    const moveOn = PAID_ITEM_HANDLERS[invoice.itemType];
    if (!moveOn) throw new Error(`no handler moves a paid ${invoice.itemType} on`);
    await moveOn(tx, invoice);
    return { payment, isDuplicate: false };
  });
  if (isDuplicate) return refundDuplicate(db, payments, payment);
  forgetAuctionReads(app);
  return payment;
}

/**
 * Gives back a second charge for one invoice. The processor is called outside any transaction with
 * a key per intent, so a retry (a redelivered webhook, a repeated confirmation) refunds once; the
 * records are written after, idempotently.
 */
async function refundDuplicate(
  db: Database,
  payments: PaymentDriver,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.status === 'refunded') return payment;
  const refund = await payments.refund({
    paymentIntentId: payment.providerPaymentIntentId,
    amountCents: payment.amountCents,
    idempotencyKey: `refund-duplicate-${payment.providerPaymentIntentId}`,
  });
  return db.transaction(async (tx) => {
    const invoice = await invoiceQueries.findInvoice(tx, payment.invoiceId, { forUpdate: true });
    if (!invoice) throw invoiceNotFound();
    const current = await invoiceQueries.findPaymentByIntent(tx, payment.providerPaymentIntentId);
    if (current?.status === 'refunded') return current;
    await invoiceQueries.insertRefund(tx, {
      invoiceId: invoice.id,
      paymentId: payment.id,
      providerRefundId: refund.id,
      amountCents: refund.amountCents,
    });
    await invoiceQueries.markPaymentRefunded(tx, payment.id);
    await invoiceQueries.updateInvoice(tx, invoice.id, {
      refundedCents: invoice.refundedCents + refund.amountCents,
    });
    return { ...payment, status: 'refunded' as const };
  });
}
