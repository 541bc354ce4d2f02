import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQueryOptions } from '../../../lib/api/payment-methods.ts';

/** The saved cards, for the create-listing gate (spec 000 §2). */
export const usePaymentMethods = (enabled: boolean) => useQuery({ ...paymentMethodsQueryOptions(), enabled });
