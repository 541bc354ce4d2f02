import { PaymentMethodsResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/payment-methods, for the create-listing gate (spec 000 §2). The key is the one the
 * profile's card list uses (features do not import each other, so the literal is repeated): a
 * card added on /profile opens this gate without a reload.
 */
export const getPaymentMethods = (): Promise<PaymentMethodsResponse> =>
  apiFetch('/api/payment-methods', { schema: PaymentMethodsResponse });

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-methods'] as const, queryFn: getPaymentMethods });

export const usePaymentMethods = (enabled: boolean) => useQuery({ ...paymentMethodsQueryOptions(), enabled });
