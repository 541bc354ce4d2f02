import type { PricingResponse } from '@mariner/contracts';
import { DEFAULT_PRICING } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';

export interface Prices {
  pricing: PricingResponse;
  /** True until the prices are known (loaded, or given up on). */
  isLoading: boolean;
}

/** The live prices; a failed load silently shows the defaults (spec 001 §8, decision 2). */
export function usePrices(): Prices {
  const query = useQuery(pricingQueryOptions());
  return { pricing: query.data ?? DEFAULT_PRICING, isLoading: query.isPending };
}
