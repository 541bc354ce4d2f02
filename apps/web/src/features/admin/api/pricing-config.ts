import { PricingResponse, type UpdatePricingRequest } from '@mariner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The same key as the public pricing page's query (features do not import each other, so the
 * literal is repeated): a saved price refreshes /pricing in this tab as well.
 */
export const PRICING_QUERY_KEY = ['pricing'] as const;

/** GET /api/payments/pricing: every price in cents (spec 001 §3). */
export const getPricingConfig = (signal?: AbortSignal): Promise<PricingResponse> =>
  apiFetch('/api/payments/pricing', { schema: PricingResponse, signal });

export const pricingConfigQueryOptions = () =>
  queryOptions({ queryKey: PRICING_QUERY_KEY, queryFn: ({ signal }) => getPricingConfig(signal) });

/** Unlike the public page, the admin tab says when the prices cannot be loaded (spec 001 §8). */
export const usePricingConfig = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...pricingConfigQueryOptions(), enabled: options.enabled ?? true });

/** PUT /api/payments/pricing (superadmins): one key and its value in cents (spec 001 §7). */
export const updatePrice = (change: UpdatePricingRequest): Promise<PricingResponse> =>
  apiFetch('/api/payments/pricing', { method: 'PUT', body: change, schema: PricingResponse });

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
      if (pricing) queryClient.setQueryData(PRICING_QUERY_KEY, pricing);
    },
    // A failure part-way may have saved some keys: the server says which prices stand now.
    onError: () => queryClient.invalidateQueries({ queryKey: PRICING_QUERY_KEY }),
  });
}
