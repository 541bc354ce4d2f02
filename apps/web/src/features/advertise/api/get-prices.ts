import { DEFAULT_PRICING, PricingResponse } from '@mariner/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/payments/pricing, under the pricing page's query key so the two screens share one
 * cached answer (features do not import each other, so the key is named here too).
 */
export const advertisePricesQueryKey = ['pricing'] as const;

export const getPrices = (signal?: AbortSignal): Promise<PricingResponse> =>
  apiFetch('/api/payments/pricing', { schema: PricingResponse, signal });

export interface Prices {
  pricing: PricingResponse;
  /** True until the prices are known (loaded, or given up on). */
  isLoading: boolean;
}

/** The live prices; a failed load silently shows the defaults (spec 001 §8, decision 2). */
export function usePrices(): Prices {
  const query = useQuery({ queryKey: advertisePricesQueryKey, queryFn: ({ signal }) => getPrices(signal) });
  return { pricing: query.data ?? DEFAULT_PRICING, isLoading: query.isPending };
}
