import type { PricingResponse } from '@mariner/contracts';
import { DEFAULT_PRICES_CENTS } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';

const selectListingFee = (pricing: PricingResponse): number => pricing.auctionListing.price;

/**
 * The auction listing fee in cents, or the default while it loads or when it cannot be had (spec
 * 001 §8: pricing failures are silent).
 */
export function useListingFee(enabled: boolean): number {
  const query = useQuery({ ...pricingQueryOptions(), select: selectListingFee, enabled });
  return query.data ?? DEFAULT_PRICES_CENTS.AUCTION_LISTING;
}
