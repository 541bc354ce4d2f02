import {
  PaymentMethodResponse,
  PaymentMethodsResponse,
  SetupIntentResponse,
  type TestCardRequest,
  TestCardResponse,
} from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The saved-card calls the payment form needs (spec 001 §7). Features do not import each other,
 * so the key is the literal the profile uses: a card saved here refreshes the profile's list.
 */
export const PAYMENT_METHODS_QUERY_KEY = ['payment-methods'] as const;

export const getPaymentMethods = (): Promise<PaymentMethodsResponse> =>
  apiFetch('/api/payment-methods', { schema: PaymentMethodsResponse });

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: PAYMENT_METHODS_QUERY_KEY, queryFn: getPaymentMethods });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/** POST /api/payment-methods/setup: a one-use SetupIntent, and which card entry the driver needs. */
export const createSetupIntent = (): Promise<SetupIntentResponse> =>
  apiFetch('/api/payment-methods/setup', { method: 'POST', schema: SetupIntentResponse });

/**
 * The payment driver in use, learnt from a SetupIntent (the quote does not say). Kept for the
 * page's life: the driver does not change while a page is open.
 */
export const usePaymentProvider = (enabled: boolean) =>
  useQuery({
    queryKey: ['payment-methods', 'provider'],
    queryFn: createSetupIntent,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    select: ({ provider, publishableKey }) => ({ provider, publishableKey }),
  });

/** POST /api/payment-methods/test-card: the test processor's stand-in for Stripe's confirmCardSetup. */
export const confirmTestCard = (body: TestCardRequest): Promise<TestCardResponse> =>
  apiFetch('/api/payment-methods/test-card', { method: 'POST', body, schema: TestCardResponse });

/** POST /api/payment-methods/save: keep the confirmed card for later purchases. */
export const savePaymentMethod = (paymentMethodId: string): Promise<PaymentMethodResponse> =>
  apiFetch('/api/payment-methods/save', {
    method: 'POST',
    body: { paymentMethodId },
    schema: PaymentMethodResponse,
  });
