import type { PricingResponse, UpdatePricingRequest } from '@mariner/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pricingKeys, pricingQueryOptions, updatePrice } from '../../../lib/api/pricing.ts';

/** Unlike the public page, the admin tab says when the prices cannot be loaded (spec 001 §8). */
export const usePricingConfig = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...pricingQueryOptions(), enabled: options.enabled ?? true });

/**
 * Saves the changed prices one key at a time (spec 001 §7), in order, stopping at the first
 * failure; answers with the pricing after the last change (or null when nothing changed).
 */
export async function updatePrices(
  changes: readonly UpdatePricingRequest[],
): Promise<PricingResponse | null> {
  let latest: PricingResponse | null = null;
  for (const change of changes) latest = await updatePrice(change);
  return latest;
}

export function useUpdatePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'update-pricing'],
    mutationFn: updatePrices,
    onSuccess: (pricing) => {
      if (pricing) queryClient.setQueryData(pricingKeys.all, pricing);
    },
    // A failure part-way may have saved some keys: the server says which prices stand now.
    onError: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
