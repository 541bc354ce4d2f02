import { DEFAULT_PRICING, PricingResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const pricingKeys = {
  all: ['pricing'] as const,
};

/** GET /api/payments/pricing: public, amounts in cents (spec 001 §3). */
export const getPricing = (signal?: AbortSignal): Promise<PricingResponse> =>
  apiFetch('/api/payments/pricing', { schema: PricingResponse, signal });

export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.all,
    queryFn: ({ signal }) => getPricing(signal),
  });

export interface Pricing {
  pricing: PricingResponse;
  /** True until the prices are known (loaded, or given up on): amounts show a placeholder meanwhile. */
  isLoading: boolean;
}

/**
 * The prices to show. A failed load is silent and the defaults show (spec 001 §8, decision 2);
 * the server prices every purchase itself, so a stale default here never decides a charge.
 */
export function usePricing(): Pricing {
  const query = useQuery(pricingQueryOptions());
  return { pricing: query.data ?? DEFAULT_PRICING, isLoading: query.isPending };
}
