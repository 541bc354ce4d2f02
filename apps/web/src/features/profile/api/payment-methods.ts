import {
  MESSAGES,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  SetupIntentResponse,
  type TestCardRequest,
  TestCardResponse,
} from '@mariner/contracts';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The saved cards (spec 001 §7). The key is the one the create-listing gate reads too (features
 * do not import each other, so the gate writes the same literal): a card added here opens the gate.
 */
export const PAYMENT_METHODS_QUERY_KEY = ['payment-methods'] as const;

export const getPaymentMethods = (): Promise<PaymentMethodsResponse> =>
  apiFetch('/api/payment-methods', { schema: PaymentMethodsResponse });

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_METHODS_QUERY_KEY, queryFn: getPaymentMethods });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/** POST /api/payment-methods/setup: a SetupIntent, and which card form the browser must show. */
export const createSetupIntent = (): Promise<SetupIntentResponse> =>
  apiFetch('/api/payment-methods/setup', { method: 'POST', schema: SetupIntentResponse });

/** POST /api/payment-methods/test-card: the test processor's stand-in for Stripe's confirmCardSetup. */
export const confirmTestCard = (body: TestCardRequest): Promise<TestCardResponse> =>
  apiFetch('/api/payment-methods/test-card', { method: 'POST', body, schema: TestCardResponse });

/** POST /api/payment-methods/save: keep the confirmed card for this user. */
export const savePaymentMethod = (paymentMethodId: string): Promise<PaymentMethodResponse> =>
  apiFetch('/api/payment-methods/save', {
    method: 'POST',
    body: { paymentMethodId },
    schema: PaymentMethodResponse,
  });

export const deletePaymentMethod = (id: string): Promise<unknown> =>
  apiFetch(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const setDefaultPaymentMethod = (id: string): Promise<unknown> =>
  apiFetch(`/api/payment-methods/${encodeURIComponent(id)}/default`, { method: 'PUT' });

/** A change to the cards refetches the list (which card is default is the server's to say). */
function usePaymentMethodMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY }),
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
