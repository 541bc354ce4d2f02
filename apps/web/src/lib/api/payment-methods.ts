import {
  PaymentMethodResponse,
  PaymentMethodsResponse,
  SetupIntentResponse,
  type TestCardRequest,
  TestCardResponse,
} from '@mariner/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/**
 * /api/payment-methods (spec 001 §7): the signed-in user's saved cards. The profile, the checkout
 * and the listing, banner and directory gates read one list, so a card added or removed anywhere
 * opens or closes every gate without a reload.
 */
export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  list: () => [...paymentMethodKeys.all, 'list'] as const,
  provider: () => [...paymentMethodKeys.all, 'provider'] as const,
};

export const getPaymentMethods = (): Promise<PaymentMethodsResponse> =>
  apiFetch('/api/payment-methods', { schema: import.meta.env.DEV ? PaymentMethodsResponse : undefined });

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.list(), queryFn: getPaymentMethods });

/** POST /api/payment-methods/setup: a one-use SetupIntent, and which card entry the driver needs. */
export const createSetupIntent = (): Promise<SetupIntentResponse> =>
  apiFetch('/api/payment-methods/setup', {
    method: 'POST',
    schema: import.meta.env.DEV ? SetupIntentResponse : undefined,
  });

/**
 * The payment driver in use, learnt from a SetupIntent (no GET says it). Kept for the page's life:
 * the driver does not change while a page is open. Its key is not the list's, so a card write does
 * not take a new SetupIntent just to learn the driver again.
 */
export const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.provider(),
    queryFn: createSetupIntent,
    staleTime: Number.POSITIVE_INFINITY,
    select: ({ provider, publishableKey }) => ({ provider, publishableKey }),
  });

/** POST /api/payment-methods/test-card: the test processor's stand-in for Stripe's confirmCardSetup. */
export const confirmTestCard = (body: TestCardRequest): Promise<TestCardResponse> =>
  apiFetch('/api/payment-methods/test-card', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? TestCardResponse : undefined,
  });

/** POST /api/payment-methods/save: keep the confirmed card for this user. */
export const savePaymentMethod = (paymentMethodId: string): Promise<PaymentMethodResponse> =>
  apiFetch('/api/payment-methods/save', {
    method: 'POST',
    body: { paymentMethodId },
    schema: import.meta.env.DEV ? PaymentMethodResponse : undefined,
  });

export const deletePaymentMethod = (id: string): Promise<unknown> =>
  apiFetch(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const setDefaultPaymentMethod = (id: string): Promise<unknown> =>
  apiFetch(`/api/payment-methods/${encodeURIComponent(id)}/default`, { method: 'PUT' });

/** After any card write: the server says which cards stand and which one is the default. */
export const invalidatePaymentMethods = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: paymentMethodKeys.list() });
