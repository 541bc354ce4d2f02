import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQueryOptions, paymentProviderQueryOptions } from '../../../lib/api/payment-methods.ts';

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

export const usePaymentProvider = (enabled: boolean) =>
  useQuery({ ...paymentProviderQueryOptions(), enabled });
