import type { PaymentQuoteRequest } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteQueryOptions } from '../../../lib/api/payments.ts';

/** The previous province's lines stay (marked as placeholder) while the next one is asked for. */
export const useQuote = (body: PaymentQuoteRequest | null) =>
  useQuery({ ...quoteQueryOptions(body), placeholderData: keepPreviousData });
