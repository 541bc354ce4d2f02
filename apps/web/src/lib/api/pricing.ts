import { PricingResponse, type UpdatePricingRequest } from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/**
 * GET/PUT /api/payments/pricing (spec 001 §3, §7). One key for the whole answer: the pricing page,
 * the advertise page, the listing, banner and directory gates and the admin tab share one cached
 * answer and narrow it with `select`, so a price saved by the admin shows everywhere at once.
 */
export const pricingKeys = {
  all: ['pricing'] as const,
};

/** Public, every amount in cents. */
export const getPricing = (signal?: AbortSignal): Promise<PricingResponse> =>
  apiFetch('/api/payments/pricing', { schema: import.meta.env.DEV ? PricingResponse : undefined, signal });

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: pricingKeys.all, queryFn: ({ signal }) => getPricing(signal) });

/** Superadmins: one key and its value in cents, answered with the whole pricing after the change. */
export const updatePrice = (change: UpdatePricingRequest): Promise<PricingResponse> =>
  apiFetch('/api/payments/pricing', {
    method: 'PUT',
    body: change,
    schema: import.meta.env.DEV ? PricingResponse : undefined,
  });
