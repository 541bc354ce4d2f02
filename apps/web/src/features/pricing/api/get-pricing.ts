import type { PricingResponse } from '@mariner/contracts';
import { DEFAULT_PRICING } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';

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
