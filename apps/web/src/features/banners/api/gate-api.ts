import {
  DEFAULT_PRICES_CENTS,
  MAX_ADMIN_PAGE_LIMIT,
  PaymentMethodsResponse,
  UserListResponse,
} from '@mariner/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/payment-methods under the profile's key (features do not import each other, so the
 * literal is repeated): a card added on /profile opens the gate without a reload.
 */
export const useBannerPaymentMethods = (enabled: boolean) =>
  useQuery({
    queryKey: ['payment-methods'] as const,
    queryFn: () => apiFetch('/api/payment-methods', { schema: PaymentMethodsResponse }),
    enabled,
  });

export interface BannerPrices {
  LEADERBOARD: number;
  SQUARE: number;
}

const DEFAULT_BANNER_PRICES: BannerPrices = {
  LEADERBOARD: DEFAULT_PRICES_CENTS.BANNER_LEADERBOARD_MONTHLY,
  SQUARE: DEFAULT_PRICES_CENTS.BANNER_SQUARE_MONTHLY,
};

const monthly = (value: unknown): number | null => {
  const cents = (value as { monthly?: unknown } | null | undefined)?.monthly;
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 ? cents : null;
};

/** The monthly banner prices in cents from GET /api/payments/pricing; the defaults when it fails. */
export async function getBannerPrices(): Promise<BannerPrices> {
  const pricing = await apiFetch<{ bannerAds?: Record<string, unknown> } | null>('/api/payments/pricing');
  const ads = pricing?.bannerAds;
  return {
    LEADERBOARD: monthly(ads?.LEADERBOARD) ?? DEFAULT_BANNER_PRICES.LEADERBOARD,
    SQUARE: monthly(ads?.SQUARE) ?? DEFAULT_BANNER_PRICES.SQUARE,
  };
}

export function useBannerPrices(enabled = true): BannerPrices {
  const query = useQuery({
    queryKey: ['pricing', 'banners'] as const,
    queryFn: getBannerPrices,
    staleTime: 5 * 60_000,
    enabled,
  });
  return query.data ?? DEFAULT_BANNER_PRICES;
}

/** GET /api/users?limit=1000 (spec 001 §2): the superadmin's "create for" picker. */
export const useUsersForBannerPicker = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'picker'] as const,
    queryFn: () => apiFetch(`/api/users?limit=${MAX_ADMIN_PAGE_LIMIT}`, { schema: UserListResponse }),
    staleTime: 5 * 60_000,
    enabled,
  });
