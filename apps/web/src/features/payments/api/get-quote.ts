import { type PaymentQuoteRequest, PaymentQuoteResponse } from '@mariner/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/payments/quote: the server's subtotal, tax and total for an item in a province (decision 2). */
export const getQuote = (body: PaymentQuoteRequest): Promise<PaymentQuoteResponse> =>
  apiFetch('/api/payments/quote', { method: 'POST', body, schema: PaymentQuoteResponse });

/** Null while the province is not known yet: nothing is asked. */
export const quoteQueryOptions = (body: PaymentQuoteRequest | null) =>
  queryOptions({
    queryKey: ['payments', 'quote', body] as const,
    queryFn: body ? () => getQuote(body) : skipToken,
    // Prices change rarely; a province picked again answers from the cache.
    staleTime: 60_000,
  });

/** The previous province's lines stay (marked as placeholder) while the next one is asked for. */
export const useQuote = (body: PaymentQuoteRequest | null) =>
  useQuery({ ...quoteQueryOptions(body), placeholderData: keepPreviousData });
