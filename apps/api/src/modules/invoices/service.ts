import {
  type InvoiceData,
  type InvoiceItemType,
  type InvoiceLine,
  type InvoiceListItem,
  type InvoicesQuery,
  type InvoicesResponse,
  isAdminRole,
  isoToZonedInput,
  MAX_INVOICE_CENTS,
  MESSAGES,
  type TaxLine,
  taxLinesOfStored,
  zonedInputToIso,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { InvoiceRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentDriver } from '../../plugins/payments/driver.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import * as queries from './queries.ts';

/** Decision 8: `MM-YYYY-NNNNNN`, numbered per year of the company's own time zone (Halifax). */
export const INVOICE_TIME_ZONE = 'America/Halifax';

export const formatInvoiceNumber = (year: number, sequence: number): string =>
  `MM-${year}-${String(sequence).padStart(6, '0')}`;

export const invoiceYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_TIME_ZONE, year: 'numeric' }).format(date));

/** The first instant of a Halifax calendar day, month or year given as `YYYY-MM-DD`. */
const halifaxMidnight = (day: string): Date =>
  new Date(zonedInputToIso(`${day}T00:00`, INVOICE_TIME_ZONE) ?? day);

/**
 * Revenue for the admin stat cards: charges less refunds in the current month and year of the
 * company's calendar (Halifax, as invoice numbers are), so a payment at 22:00 Halifax time on the
 * last day of a month counts in that month even though it is already the next day in UTC.
 */
export async function sumRevenueCents(db: Executor, now = new Date()) {
  const [year, month] = isoToZonedInput(now.toISOString(), INVOICE_TIME_ZONE).split('-').map(Number) as [
    number,
    number,
  ];
  const pad = (value: number) => String(value).padStart(2, '0');
  const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
  const [monthCents, yearCents] = await Promise.all([
    queries.sumNetPaymentsCents(
      db,
      halifaxMidnight(`${year}-${pad(month)}-01`),
      halifaxMidnight(`${nextMonth}-01`),
    ),
    queries.sumNetPaymentsCents(db, halifaxMidnight(`${year}-01-01`), halifaxMidnight(`${year + 1}-01-01`)),
  ]);
  return { monthCents, yearCents, timeZone: INVOICE_TIME_ZONE };
}

/** The invoice column that holds each item type's id. */
export const ITEM_COLUMN: Record<InvoiceItemType, queries.ItemColumn> = {
  LISTING_FEE: 'auctionId',
  BANNER_AD: 'bannerId',
  DIRECTORY_LISTING: 'directoryListingId',
};

export const invoiceNotFound = () => new AppError('NOT_FOUND', MESSAGES.invoiceNotFoundText);

export const billToOf = (user: UserRow): InvoiceRow['billTo'] => {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    name: user.companyName ? `${user.companyName} (${fullName})` : fullName,
    email: user.email,
    phone: user.companyPhone ?? null,
    address: user.companyAddress ?? null,
  };
};

/**
 * Money math must never leave the invoice columns (32-bit cents): an amount past MAX_INVOICE_CENTS
 * is refused as a bad order rather than failing in the database (issue 25, defect 9). Every priced
 * input is bounded in contracts already; this holds whatever a future price or period does.
 */
function assertBillable(subtotalCents: number): void {
  if (Number.isSafeInteger(subtotalCents) && subtotalCents >= 0 && subtotalCents <= MAX_INVOICE_CENTS) return;
  throw new AppError('BAD_REQUEST', MESSAGES.invoiceTooLarge);
}

/**
 * Issues an invoice for an item (decision 4), inside the caller's transaction so the number is
 * only used when the item is. Tax is set at checkout, when the buyer names their province.
 */
export async function createInvoice(
  tx: Executor,
  input: {
    user: UserRow;
    itemType: InvoiceItemType;
    itemId: string;
    description: string;
    subtotalCents: number;
    now?: Date;
  },
): Promise<InvoiceRow> {
  assertBillable(input.subtotalCents);
  const now = input.now ?? new Date();
  const year = invoiceYear(now);
  const sequence = await queries.nextInvoiceNumber(tx, year);
  return queries.insertInvoice(tx, {
    invoiceNumber: formatInvoiceNumber(year, sequence),
    userId: input.user.id,
    itemType: input.itemType,
    [ITEM_COLUMN[input.itemType]]: input.itemId,
    description: input.description,
    subtotalCents: input.subtotalCents,
    totalCents: input.subtotalCents,
    status: 'pending',
    billTo: billToOf(input.user),
    createdAt: now,
    updatedAt: now,
  });
}

/** An item deleted before it was paid for: its invoice is voided ('failed') and can no longer be paid. */
export async function voidUnpaidInvoices(tx: Executor, itemType: InvoiceItemType, itemId: string) {
  await queries.voidPendingInvoicesOfItem(tx, ITEM_COLUMN[itemType], itemId);
}

/** The invoice for an item, when there is one (newest first). */
export const findInvoiceOfItem = (db: Executor, itemType: InvoiceItemType, itemId: string) =>
  queries.findInvoiceOfItem(db, ITEM_COLUMN[itemType], itemId);

/**
 * Decision 4 after a refund (issue 25, defect 8): an item whose newest invoice was refunded has not
 * been paid for, so approving it needs a new payment first. Answers which of these items that is.
 */
export const findItemsRefunded = (db: Executor, itemType: InvoiceItemType, itemIds: string[]) =>
  queries.findItemsWhoseNewestInvoiceIs(db, ITEM_COLUMN[itemType], itemIds, 'refunded');

export const isItemRefunded = async (db: Executor, itemType: InvoiceItemType, itemId: string) =>
  (await findItemsRefunded(db, itemType, [itemId])).has(itemId);

/** Decision 10: an invoice is its owner's and the admins'; to anyone else it does not exist. */
export function assertCanView(user: UserRow, invoice: InvoiceRow | undefined): asserts invoice is InvoiceRow {
  if (!invoice || (invoice.userId !== user.id && !isAdminRole(user.role))) throw invoiceNotFound();
}

export async function getViewableInvoice(db: Executor, user: UserRow, id: string): Promise<InvoiceRow> {
  const invoice = await queries.findInvoice(db, id);
  assertCanView(user, invoice);
  return invoice;
}

const toListItem = (row: InvoiceRow, line: InvoiceLine | null): InvoiceListItem => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  createdAt: row.createdAt.toISOString(),
  description: row.description,
  itemType: row.itemType,
  line,
  amount: row.totalCents,
  status: row.status,
});

/** GET /invoices: the caller's own, newest first. */
export async function listInvoices(
  db: Database,
  user: UserRow,
  query: InvoicesQuery,
): Promise<InvoicesResponse> {
  const { rows, total } = await queries.findUserInvoicePage(db, user.id, query.page, query.limit);
  const lines = await queries.findInvoiceLines(db, rows);
  return {
    invoices: rows.map((row) => toListItem(row, lines.get(row.id) ?? null)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/**
 * The tax in its parts (issue 30): as stored on invoices taxed since; split from the stored amounts
 * on older ones (never recomputed); none before checkout names the province.
 */
export const taxLinesOf = (invoice: InvoiceRow): TaxLine[] => {
  if (invoice.taxLines) return invoice.taxLines;
  if (!invoice.taxProvince) return [];
  return taxLinesOfStored(
    invoice.subtotalCents,
    invoice.taxCents,
    invoice.taxRateMillipercent,
    invoice.taxProvince,
    invoice.createdAt,
  );
};

/** The item an invoice pays for, when it still exists (its line was found). */
const itemOf = (invoice: InvoiceRow, exists: boolean): InvoiceData['item'] => {
  const id = {
    LISTING_FEE: invoice.auctionId,
    BANNER_AD: invoice.bannerId,
    DIRECTORY_LISTING: invoice.directoryListingId,
  }[invoice.itemType];
  return exists && id ? { type: invoice.itemType, id } : null;
};

/** The invoice's answer; `taxRegistrationNumbers` is the operator's setting (config), printed as is. */
export async function invoiceData(
  db: Executor,
  invoice: InvoiceRow,
  taxRegistrationNumbers: readonly string[] = [],
): Promise<InvoiceData> {
  const [payments, lines] = await Promise.all([
    queries.findPaymentsOfInvoice(db, invoice.id),
    queries.findInvoiceLines(db, [invoice]),
  ]);
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    item: itemOf(invoice, lines.has(invoice.id)),
    date: invoice.createdAt.toISOString(),
    dueDate: null,
    billTo: invoice.billTo,
    items: [
      {
        description: invoice.description,
        line: lines.get(invoice.id) ?? null,
        amount: invoice.subtotalCents,
      },
    ],
    subtotal: invoice.subtotalCents,
    tax: invoice.taxCents,
    taxProvince: invoice.taxProvince,
    taxRateMillipercent: invoice.taxRateMillipercent,
    taxLines: taxLinesOf(invoice),
    taxRegistrationNumbers: [...taxRegistrationNumbers],
    total: invoice.totalCents,
    currency: 'CAD',
    payments: payments.map((payment) => ({
      date: payment.createdAt.toISOString(),
      amount: payment.amountCents,
      status: payment.status,
    })),
    refundedAmount: invoice.refundedCents,
  };
}

/**
 * Decision 4: a rejected paid item is refunded in full and its invoice says so. The processor is
 * called outside any transaction with a key per invoice, so a retry refunds once; the records
 * are written after, idempotently. Does nothing when the item has no paid invoice.
 */
export async function refundItemInvoice(
  db: Database,
  payments: PaymentDriver,
  itemType: InvoiceItemType,
  itemId: string,
  /** Issue 31 item 5: the admin whose decision refunds, recorded in the audit log with the refund. */
  actor?: AuditActor,
): Promise<InvoiceRow | null> {
  const invoice = await findInvoiceOfItem(db, itemType, itemId);
  if (invoice?.status !== 'paid' || !invoice.paymentIntentId) return null;
  const payment = await queries.findPaymentByIntent(db, invoice.paymentIntentId);
  if (!payment) return null;
  const refund = await payments.refund({
    paymentIntentId: payment.providerPaymentIntentId,
    amountCents: payment.amountCents,
    idempotencyKey: `refund-invoice-${invoice.id}`,
  });
  return db.transaction(async (tx) => {
    const current = await queries.findInvoice(tx, invoice.id, { forUpdate: true });
    if (current?.status !== 'paid') return current ?? null;
    await queries.insertRefund(tx, {
      invoiceId: invoice.id,
      paymentId: payment.id,
      providerRefundId: refund.id,
      amountCents: refund.amountCents,
    });
    await queries.markPaymentRefunded(tx, payment.id);
    const refundedCents = current.refundedCents + refund.amountCents;
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: 'invoice.refund',
        subject: { type: 'invoice', id: invoice.id, label: current.invoiceNumber },
        changes: {
          status: { before: current.status, after: 'refunded' },
          refundedCents: { before: current.refundedCents, after: refundedCents },
        },
      });
    }
    return (
      (await queries.updateInvoice(tx, invoice.id, {
        status: 'refunded',
        refundedAt: new Date(),
        // Added to, not set: a second charge refunded earlier is on this invoice too.
        refundedCents,
      })) ?? null
    );
  });
}

/**
 * POST /invoices/{id}/cancel (issue 30 item 6): the owner (or an admin) gives up an unpaid
 * invoice, an abandoned checkout. It reads Cancelled ('failed' with `cancelledAt`); what it was
 * for keeps waiting for its payment, and paying it later issues a fresh invoice
 * (reissueCancelledInvoice). The processor's intent is cancelled first, outside any transaction,
 * so it can never charge after; one that succeeded meanwhile means the invoice is being paid.
 * Cancelling twice answers the same; a paid or refunded invoice is refused (409).
 */
export async function cancelInvoice(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  id: string,
  now = new Date(),
): Promise<InvoiceRow> {
  const invoice = await getViewableInvoice(db, user, id);
  if (invoice.status === 'failed') return invoice;
  if (invoice.status !== 'pending' && invoice.status !== 'draft') {
    throw new AppError('CONFLICT', MESSAGES.invoiceNotCancellable);
  }
  const cancelled = new Set<string>();
  const cancelIntent = async (intentId: string | null) => {
    if (!intentId || cancelled.has(intentId)) return;
    const intent = await payments.retrievePaymentIntent(intentId).catch(() => null);
    if (intent?.status === 'succeeded') throw new AppError('CONFLICT', MESSAGES.invoiceAlreadyPaid);
    if (intent && intent.status !== 'canceled') await payments.cancelPaymentIntent(intentId);
    cancelled.add(intentId);
  };
  await cancelIntent(invoice.paymentIntentId);
  for (;;) {
    const outcome = await db.transaction(async (tx): Promise<{ done: InvoiceRow } | { again: string }> => {
      const current = await queries.findInvoice(tx, id, { forUpdate: true });
      if (!current) throw invoiceNotFound();
      if (current.status === 'failed') return { done: current };
      if (current.status !== 'pending' && current.status !== 'draft') {
        throw new AppError('CONFLICT', MESSAGES.invoiceNotCancellable);
      }
      // A checkout opened another intent meanwhile: cancel that one too before writing.
      if (current.paymentIntentId && !cancelled.has(current.paymentIntentId)) {
        return { again: current.paymentIntentId };
      }
      const done = await queries.updateInvoice(tx, id, { status: 'failed', cancelledAt: now });
      return { done: done ?? current };
    });
    if ('done' in outcome) return outcome.done;
    await cancelIntent(outcome.again);
  }
}

/**
 * Issue 30 item 6: paying for an item whose newest invoice its owner cancelled issues a fresh one
 * for the same amount and words (the price it was offered at), while the item still waits for
 * payment. Answers the invoice to pay: the fresh one, or the given one when it cannot be reissued.
 */
export async function reissueCancelledInvoice(db: Database, invoice: InvoiceRow): Promise<InvoiceRow> {
  if (invoice.status !== 'failed' || !invoice.cancelledAt) return invoice;
  return db.transaction(async (tx) => {
    if (!(await queries.itemAwaitsPayment(tx, invoice))) return invoice;
    // Under the item's lock: a second tab's reissue is found here instead of made again.
    const newest = await findInvoiceOfItem(tx, invoice.itemType, itemIdOf(invoice));
    if (newest && newest.id !== invoice.id) return newest;
    const now = new Date();
    const year = invoiceYear(now);
    const sequence = await queries.nextInvoiceNumber(tx, year);
    return queries.insertInvoice(tx, {
      invoiceNumber: formatInvoiceNumber(year, sequence),
      userId: invoice.userId,
      itemType: invoice.itemType,
      auctionId: invoice.auctionId,
      bannerId: invoice.bannerId,
      directoryListingId: invoice.directoryListingId,
      description: invoice.description,
      subtotalCents: invoice.subtotalCents,
      totalCents: invoice.subtotalCents,
      status: 'pending',
      billTo: invoice.billTo,
      createdAt: now,
      updatedAt: now,
    });
  });
}

const itemIdOf = (invoice: InvoiceRow): string =>
  invoice.auctionId ?? invoice.bannerId ?? invoice.directoryListingId ?? '';

/** Issue 27: the numbers and amounts of a user's invoices, oldest first (their data export). */
export async function listInvoiceNumbersOf(db: Executor, user: UserRow) {
  const rows = await queries.findInvoiceNumbersOf(db, user.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
