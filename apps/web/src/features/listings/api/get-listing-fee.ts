import { DEFAULT_PRICES_CENTS } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The auction listing fee in cents, from GET /api/payments/pricing (`auctionListing.price`). Read
 * without the full pricing schema: the gate only needs this one number, and a missing or odd
 * answer falls back to the default price (spec 001 §8: pricing failures are silent).
 */
export async function getListingFee(): Promise<number> {
  const pricing = await apiFetch<unknown>('/api/payments/pricing');
  const price =
    pricing && typeof pricing === 'object' && 'auctionListing' in pricing
      ? (pricing.auctionListing as { price?: unknown } | null)?.price
      : undefined;
  return typeof price === 'number' && Number.isInteger(price) && price >= 0
    ? price
    : DEFAULT_PRICES_CENTS.AUCTION_LISTING;
}

export const listingFeeQueryOptions = () =>
  queryOptions({
    queryKey: ['pricing', 'auction-listing'] as const,
    queryFn: getListingFee,
    staleTime: 5 * 60_000,
  });

/** The fee, or the default while it loads or when it cannot be had. */
export function useListingFee(enabled: boolean): number {
  const query = useQuery({ ...listingFeeQueryOptions(), enabled });
  return query.data ?? DEFAULT_PRICES_CENTS.AUCTION_LISTING;
}
