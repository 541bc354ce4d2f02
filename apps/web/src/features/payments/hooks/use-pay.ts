import type { Province } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  confirmTestCard,
  createSetupIntent,
  invalidatePaymentMethods,
  savePaymentMethod,
} from '../../../lib/api/payment-methods.ts';
import { confirmPayment, createPaymentIntent, invalidateAfterPayment } from '../../../lib/api/payments.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  type CardField,
  type CardValues,
  toCardFieldErrors,
  toTestCardRequest,
} from '../../../lib/card-values.ts';
import { type Checkout, itemFields } from '../checkout-state.ts';

export type PayCard =
  | { kind: 'saved'; paymentMethodId: string }
  | { kind: 'test'; values: CardValues }
  | { kind: 'stripe'; stripe: Stripe; card: StripeCardElement };

export interface PayInput {
  province: Province;
  card: PayCard;
  saveCard: boolean;
}

export interface PayFailure {
  message: string | null;
  fields: Partial<Record<CardField, string>>;
}

/** Stripe.js refused the card (declined, 3-D Secure failed…): its message is the user's answer. */
class CardError extends Error {}

/** Spec 001 §8: the card's message, else the server's error text, else 'Payment failed'. */
function toFailure(error: unknown): PayFailure {
  if (error instanceof CardError) return { message: error.message || MESSAGES.paymentFailed, fields: {} };
  const fields = error instanceof ApiError ? toCardFieldErrors(error.fields) : {};
  if (Object.keys(fields).length > 0) return { message: null, fields };
  return { message: errorMessage(error, MESSAGES.paymentFailed), fields: {} };
}

/**
 * Spec 001 §4 Payment flow: an intent priced by the server; a new card confirmed with the driver
 * (the test processor's setup + test-card, or Stripe's confirmCardPayment); the server's
 * confirmation. A saved card goes straight to the server, which charges it.
 */
export function usePay(checkout: Checkout, onPaid: (invoiceId: string) => void) {
  const queryClient = useQueryClient();
  const [isProcessing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PayFailure | null>(null);
  // A second click before React re-renders the disabled button must not pay twice.
  const inFlight = useRef(false);

  const run = async ({ province, card, saveCard }: PayInput) => {
    const isNewCard = card.kind !== 'saved';
    const intent = await createPaymentIntent({
      paymentType: checkout.itemType,
      province,
      savePaymentMethod: isNewCard && saveCard,
      ...itemFields(checkout),
      paymentMethodId: card.kind === 'saved' ? card.paymentMethodId : undefined,
    });

    let paymentMethodId: string | undefined;
    if (card.kind === 'saved') paymentMethodId = card.paymentMethodId;
    if (card.kind === 'test') {
      // A SetupIntent is single-use: each attempt takes a new one.
      const setup = await createSetupIntent();
      ({ paymentMethodId } = await confirmTestCard(toTestCardRequest(card.values, setup.clientSecret)));
    }
    let stripeMethodId: string | undefined;
    if (card.kind === 'stripe') {
      const result = await card.stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card: card.card },
        ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
      });
      if (result.error) throw new CardError(result.error.message ?? MESSAGES.paymentFailed);
      const method = result.paymentIntent?.payment_method;
      stripeMethodId = typeof method === 'string' ? method : method?.id;
    }

    const confirmed = await confirmPayment({
      paymentIntentId: intent.paymentIntentId,
      invoiceId: intent.invoiceId,
      ...itemFields(checkout),
      paymentMethodId,
    });

    // Kept only once paid, so a declined card is never saved. The payment stands whatever this answers.
    const toSave = paymentMethodId ?? stripeMethodId;
    if (isNewCard && saveCard && toSave) {
      await savePaymentMethod(toSave).catch(() => undefined);
      void invalidatePaymentMethods(queryClient);
    }
    void invalidateAfterPayment(queryClient, checkout.itemType);
    return confirmed.invoiceId;
  };

  /** Answers the failure (null once paid, or when a payment is already under way). */
  const pay = async (input: PayInput): Promise<PayFailure | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setProcessing(true);
    setFailure(null);
    try {
      onPaid(await run(input));
      return null;
    } catch (error) {
      const failed = toFailure(error);
      setFailure(failed);
      inFlight.current = false;
      setProcessing(false);
      return failed;
    }
  };

  return { pay, isProcessing, failure };
}
