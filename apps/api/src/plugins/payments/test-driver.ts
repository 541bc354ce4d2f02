import { createHash, randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  fullExpiryYear,
  type TestCardRequest,
  testCardErrors,
} from '@mariner/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  testProcessorPaymentIntents as intents,
  testProcessorPaymentMethods as paymentMethods,
  testProcessorRefunds as refunds,
  testProcessorSetupIntents as setupIntents,
} from '../../db/schema.ts';
import {
  type CardDetails,
  type CreatePaymentIntentInput,
  type PaymentDriver,
  PaymentError,
  type PaymentErrorCode,
  type PaymentIntent,
  type PaymentIntentStatus,
  type Refund,
  type SetupIntent,
} from './driver.ts';
import {
  behaviourOfNumber,
  chargeFailure,
  processorId,
  wellKnownCard,
  wellKnownExpiry,
} from './test-cards.ts';

/** A card the test processor refused before saving it: Stripe's words per field (number, expMonth…). */
export class TestCardRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0]);
    this.name = 'TestCardRefused';
  }
}

export type TestCard = Pick<TestCardRequest, 'number' | 'expMonth' | 'expYear' | 'cvc'>;

const noSuchPaymentMethod = (id: string) =>
  new PaymentError('resource_missing', `No such PaymentMethod: '${id}'`);
const noSuchPaymentIntent = (id: string) =>
  new PaymentError('resource_missing', `No such payment_intent: '${id}'`);

type IntentRow = typeof intents.$inferSelect;

function toPaymentIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    currency: row.currency,
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
    metadata: row.metadata,
    lastError:
      row.lastErrorCode && row.lastErrorMessage
        ? { code: row.lastErrorCode as PaymentErrorCode, message: row.lastErrorMessage }
        : null,
  };
}

/**
 * The built-in processor (ARCHITECTURE stack "payments"): behaves like Stripe's test mode with
 * Stripe's test cards, keeps its state in its own tables, and never stores a card number or CVC.
 */
export class TestPaymentDriver implements PaymentDriver {
  readonly provider = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Database) {}

  async createCustomer(input: { email: string; idempotencyKey: string }): Promise<string> {
    // Derived from the key, so asking twice answers the same customer with nothing to store.
    return `cus_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
  }

  async createSetupIntent(customerId: string): Promise<SetupIntent> {
    const id = processorId('seti');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await this.db.insert(setupIntents).values({ id, clientSecret, customerId });
    return { id, clientSecret };
  }

  /**
   * The stand-in for Stripe Elements' confirmCardSetup: checks the card as Stripe would, keeps
   * brand, last 4, expiry and behaviour, and answers a `pm_test_…` id only this customer may attach.
   */
  async confirmCardSetup(input: {
    customerId: string;
    clientSecret: string;
    card: TestCard;
  }): Promise<string> {
    const errors = testCardErrors(input.card);
    if (Object.keys(errors).length > 0) throw new TestCardRefused(errors);
    const digits = cardDigits(input.card.number);

    return this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(setupIntents)
        .where(eq(setupIntents.clientSecret, input.clientSecret))
        .for('update');
      if (!intent || intent.customerId !== input.customerId) {
        throw new PaymentError('resource_missing', 'No such setupintent');
      }
      if (intent.status !== 'requires_payment_method') {
        throw new PaymentError(
          'setup_intent_unexpected_state',
          'You cannot confirm this SetupIntent because it has already succeeded.',
        );
      }
      const id = processorId('pm');
      await tx.insert(paymentMethods).values({
        id,
        customerId: intent.customerId,
        brand: cardBrand(digits) ?? 'unknown',
        last4: digits.slice(-4),
        expMonth: input.card.expMonth,
        expYear: fullExpiryYear(input.card.expYear),
        behaviour: behaviourOfNumber(digits),
      });
      await tx
        .update(setupIntents)
        .set({ status: 'succeeded', paymentMethodId: id })
        .where(eq(setupIntents.id, intent.id));
      return id;
    });
  }

  /** A well-known test id, or a card this customer's setup issued and that was not detached. */
  private async usableCard(db: Executor, customerId: string, paymentMethodId: string) {
    const known = wellKnownCard(paymentMethodId);
    if (known) return { id: paymentMethodId, ...known, ...wellKnownExpiry() };
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.id, paymentMethodId),
          eq(paymentMethods.customerId, customerId),
          isNull(paymentMethods.detachedAt),
        ),
      );
    if (!row) throw noSuchPaymentMethod(paymentMethodId);
    return row;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    const card = await this.usableCard(this.db, customerId, paymentMethodId);
    return {
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    if (wellKnownCard(paymentMethodId)) return;
    await this.db
      .update(paymentMethods)
      .set({ detachedAt: new Date() })
      .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.customerId, customerId)));
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 50) {
      throw new PaymentError('invalid_request', 'Amount must be at least $0.50 cad');
    }
    if (input.paymentMethodId) await this.usableCard(this.db, input.customerId, input.paymentMethodId);
    const id = processorId('pi');
    const [created] = await this.db
      .insert(intents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId ?? null,
        amountCents: input.amountCents,
        currency: input.currency,
        status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
        metadata: input.metadata,
      })
      .onConflictDoNothing({ target: intents.idempotencyKey })
      .returning();
    if (created) return toPaymentIntent(created);

    const [existing] = await this.db
      .select()
      .from(intents)
      .where(eq(intents.idempotencyKey, input.idempotencyKey));
    if (
      !existing ||
      existing.amountCents !== input.amountCents ||
      existing.customerId !== input.customerId ||
      existing.currency !== input.currency
    ) {
      throw new PaymentError(
        'idempotency_key_in_use',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return toPaymentIntent(existing);
  }

  /** Confirming an intent that already succeeded answers it unchanged: a card is never charged twice. */
  async confirmPaymentIntent(input: {
    paymentIntentId: string;
    paymentMethodId?: string;
  }): Promise<PaymentIntent> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(intents)
        .where(eq(intents.id, input.paymentIntentId))
        .for('update');
      if (!row) throw noSuchPaymentIntent(input.paymentIntentId);
      if (row.status === 'succeeded') return toPaymentIntent(row);
      if (row.status === 'canceled') {
        throw new PaymentError(
          'payment_intent_unexpected_state',
          'You cannot confirm this PaymentIntent because it has a status of canceled.',
        );
      }

      const paymentMethodId = input.paymentMethodId ?? row.paymentMethodId;
      if (!paymentMethodId) {
        throw new PaymentError(
          'payment_intent_unexpected_state',
          "You cannot confirm this PaymentIntent because it's missing a payment method.",
        );
      }
      const card = await this.usableCard(tx, row.customerId, paymentMethodId);
      const failure = chargeFailure(card.behaviour);
      const [updated] = await tx
        .update(intents)
        .set({
          paymentMethodId,
          status: failure ? 'requires_payment_method' : 'succeeded',
          lastErrorCode: failure?.code ?? null,
          lastErrorMessage: failure?.message ?? null,
        })
        .where(eq(intents.id, row.id))
        .returning();
      if (!updated) throw noSuchPaymentIntent(row.id);
      return toPaymentIntent(updated);
    });
  }

  async cancelPaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(intents).where(eq(intents.id, paymentIntentId)).for('update');
      if (!row) throw noSuchPaymentIntent(paymentIntentId);
      if (row.status === 'canceled') return toPaymentIntent(row);
      if (row.status === 'succeeded') {
        throw new PaymentError(
          'payment_intent_unexpected_state',
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        );
      }
      const [updated] = await tx
        .update(intents)
        .set({ status: 'canceled' })
        .where(eq(intents.id, row.id))
        .returning();
      if (!updated) throw noSuchPaymentIntent(row.id);
      return toPaymentIntent(updated);
    });
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    const [row] = await this.db.select().from(intents).where(eq(intents.id, paymentIntentId));
    if (!row) throw noSuchPaymentIntent(paymentIntentId);
    return toPaymentIntent(row);
  }

  async refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<Refund> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentError('invalid_request', 'Refund amount must be a positive whole number of cents.');
    }
    return this.db.transaction(async (tx) => {
      // The intent's row lock serialises refunds of one payment, so the key check below cannot race.
      const [intent] = await tx
        .select()
        .from(intents)
        .where(eq(intents.id, input.paymentIntentId))
        .for('update');
      if (!intent) throw noSuchPaymentIntent(input.paymentIntentId);

      const [earlier] = await tx
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        if (earlier.paymentIntentId !== intent.id || earlier.amountCents !== input.amountCents) {
          throw new PaymentError(
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return {
          id: earlier.id,
          paymentIntentId: intent.id,
          amountCents: earlier.amountCents,
          status: 'succeeded',
        };
      }
      if (intent.status !== 'succeeded') {
        throw new PaymentError(
          'payment_intent_unexpected_state',
          'This PaymentIntent does not have a successful charge to refund.',
        );
      }
      const remaining = intent.amountCents - intent.amountRefundedCents;
      if (input.amountCents > remaining) {
        throw new PaymentError(
          'amount_too_large',
          `Refund amount ($${(input.amountCents / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        );
      }
      const id = processorId('re');
      await tx.insert(refunds).values({
        id,
        idempotencyKey: input.idempotencyKey,
        paymentIntentId: intent.id,
        amountCents: input.amountCents,
      });
      await tx
        .update(intents)
        .set({ amountRefundedCents: intent.amountRefundedCents + input.amountCents })
        .where(eq(intents.id, intent.id));
      return { id, paymentIntentId: intent.id, amountCents: input.amountCents, status: 'succeeded' };
    });
  }
}
