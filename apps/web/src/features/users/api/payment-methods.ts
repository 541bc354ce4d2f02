import type { TestCardRequest } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmTestCard,
  createSetupIntent,
  deletePaymentMethod,
  invalidatePaymentMethods,
  paymentMethodsQueryOptions,
  savePaymentMethod,
  setDefaultPaymentMethod,
} from '../../../lib/api/payment-methods.ts';

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/** A change to the cards refetches the list (which card is default is the server's to say). */
function usePaymentMethodMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidatePaymentMethods(queryClient),
  });
}

export const useSetupIntent = () => useMutation({ mutationFn: createSetupIntent });

/** Confirms the test card, then saves it: the two steps Stripe Elements would take. */
export const useAddTestCard = () =>
  usePaymentMethodMutation(async (card: TestCardRequest) => {
    const { paymentMethodId } = await confirmTestCard(card);
    return savePaymentMethod(paymentMethodId);
  });

/** Stripe.js refused the card (declined, 3-D Secure failed…): its message is the user's answer. */
export class CardSetupError extends Error {}

/**
 * Adds a card through Stripe Elements: a new SetupIntent (single-use, so one per attempt),
 * confirmed by Stripe.js with the CardElement, then the resulting payment method saved.
 */
export const useAddStripeCard = () =>
  usePaymentMethodMutation(async ({ stripe, card }: { stripe: Stripe; card: StripeCardElement }) => {
    const setup = await createSetupIntent();
    const result = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
    if (result.error) throw new CardSetupError(result.error.message || MESSAGES.addPaymentMethodFailed);
    const method = result.setupIntent?.payment_method;
    const paymentMethodId = typeof method === 'string' ? method : method?.id;
    if (!paymentMethodId) throw new CardSetupError(MESSAGES.addPaymentMethodFailed);
    return savePaymentMethod(paymentMethodId);
  });

export const useDeletePaymentMethod = () => usePaymentMethodMutation(deletePaymentMethod);
export const useSetDefaultPaymentMethod = () => usePaymentMethodMutation(setDefaultPaymentMethod);
