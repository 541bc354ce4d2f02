import {
  type InvoiceItemType,
  MESSAGES,
  needsSavedCardToBuy,
  type PaymentMethod,
  type PaymentMethodResponse,
  type PaymentMethodsResponse,
  type SetupIntentResponse,
  type SuccessResponse,
  type TestCardRequest,
  type TestCardResponse,
} from '@mariner/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentMethodRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { type PaymentDriver, PaymentError } from '../../plugins/payments/driver.ts';
import { testProcessorOf } from '../../plugins/payments/index.ts';
import { TestCardRefused } from '../../plugins/payments/test-driver.ts';
import * as queries from './queries.ts';

const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
});

const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);
const addFailed = () => new AppError('BAD_REQUEST', MESSAGES.addPaymentMethodFailed);

/** The user's customer at the processor in use, made on first need (the key makes a retry answer the same one). */
export async function ensureCustomer(db: Database, payments: PaymentDriver, user: UserRow): Promise<string> {
  const existing = await queries.findCustomerId(db, user.id, payments.provider);
  if (existing) return existing;
  const customerId = await payments.createCustomer({
    email: user.email,
    idempotencyKey: `customer-${user.id}`,
  });
  await queries.insertCustomer(db, { userId: user.id, provider: payments.provider, customerId });
  // Two first requests at once: both insert, one wins; everyone uses the winner.
  return (await queries.findCustomerId(db, user.id, payments.provider)) ?? customerId;
}

/** Cards saved with another processor cannot be charged by this one, so only this one's are listed. */
export async function listPaymentMethods(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
): Promise<PaymentMethodsResponse> {
  const rows = await queries.findPaymentMethods(db, user.id, payments.provider);
  return { paymentMethods: rows.map(toPaymentMethod) };
}

/** Spec 001 §4 Payment methods (gate of spec 000 §2): does the user have a card to pay with. */
export async function hasPaymentMethod(
  db: Database,
  payments: PaymentDriver,
  userId: string,
): Promise<boolean> {
  return (await queries.findPaymentMethods(db, userId, payments.provider).limit(1)).length > 0;
}

/**
 * Spec 000 §6 / 001 §6: creating a paid item (auction listing, banner, directory listing) needs a saved
 * card, except for a superadmin or when the item is free for the creating user.
 */
export async function requirePaymentMethodToBuy(
  db: Database,
  payments: PaymentDriver,
  actor: UserRow,
  item: InvoiceItemType,
): Promise<void> {
  if (!needsSavedCardToBuy(actor, item)) return;
  if (!(await hasPaymentMethod(db, payments, actor.id))) {
    throw new AppError('BAD_REQUEST', MESSAGES.paymentMethodRequired);
  }
}

export async function createSetupIntent(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
): Promise<SetupIntentResponse> {
  const customerId = await ensureCustomer(db, payments, user);
  const intent = await payments.createSetupIntent(customerId);
  return {
    clientSecret: intent.clientSecret,
    provider: payments.provider,
    publishableKey: payments.publishableKey,
  };
}

/** The test processor's card form: 404 while another processor is in use (as the route does not exist there). */
export async function confirmTestCard(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  body: TestCardRequest,
): Promise<TestCardResponse> {
  const processor = testProcessorOf(payments);
  if (!processor) throw new AppError('NOT_FOUND', MESSAGES.routeNotFound);
  const customerId = await ensureCustomer(db, payments, user);
  try {
    const { clientSecret, ...card } = body;
    return { paymentMethodId: await processor.confirmCardSetup({ customerId, clientSecret, card }) };
  } catch (error) {
    if (error instanceof TestCardRefused) {
      throw new AppError('VALIDATION_ERROR', error.message, error.fields);
    }
    if (error instanceof PaymentError) throw addFailed();
    throw error;
  }
}

/**
 * Saves a processor's card for the user; the first card becomes the default. Saving a card the
 * user already has answers it again.
 */
export async function savePaymentMethod(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  paymentMethodId: string,
): Promise<PaymentMethodResponse> {
  const saved = await queries.findByProviderId(db, user.id, paymentMethodId);
  if (saved) return { paymentMethod: toPaymentMethod(saved) };

  const customerId = await ensureCustomer(db, payments, user);
  const card = await payments.attachPaymentMethod(customerId, paymentMethodId).catch((error: unknown) => {
    throw error instanceof PaymentError ? addFailed() : error;
  });

  const row = await db.transaction(async (tx) => {
    await queries.lockCustomer(tx, user.id, payments.provider);
    const inserted = await queries.insertPaymentMethod(tx, {
      userId: user.id,
      provider: payments.provider,
      providerPaymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: !(await queries.hasDefault(tx, user.id)),
    });
    return inserted ?? (await queries.findByProviderId(tx, user.id, card.id));
  });
  if (!row) throw addFailed();
  return { paymentMethod: toPaymentMethod(row) };
}

export async function setDefaultPaymentMethod(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  id: string,
): Promise<PaymentMethodResponse> {
  const row = await db.transaction(async (tx) => {
    await queries.lockCustomer(tx, user.id, payments.provider);
    if (!(await queries.findPaymentMethod(tx, user.id, payments.provider, id))) throw notFound();
    return queries.makeDefault(tx, user.id, id);
  });
  if (!row) throw notFound();
  return { paymentMethod: toPaymentMethod(row) };
}

/** Removing the default makes the newest remaining card the default. */
export async function deletePaymentMethod(
  db: Database,
  payments: PaymentDriver,
  user: UserRow,
  id: string,
  log: FastifyBaseLogger,
): Promise<SuccessResponse> {
  const removed = await db.transaction(async (tx) => {
    await queries.lockCustomer(tx, user.id, payments.provider);
    const row = await queries.deletePaymentMethod(tx, user.id, payments.provider, id);
    if (!row) throw notFound();
    if (row.isDefault) {
      const [newest] = await queries.findPaymentMethods(tx, user.id, payments.provider).limit(1);
      if (newest) await queries.makeDefault(tx, user.id, newest.id);
    }
    return row;
  });

  // Our record is gone, so the card can no longer be chosen; a failed detach only leaves it parked at
  // the processor, which is logged rather than shown to the user.
  const customerId = await queries.findCustomerId(db, user.id, payments.provider);
  if (customerId) {
    await payments
      .detachPaymentMethod(customerId, removed.providerPaymentMethodId)
      .catch((error: unknown) => {
        log.warn(
          { err: error, paymentMethodId: removed.id },
          'detaching a removed card at the processor failed',
        );
      });
  }
  return { success: true };
}
