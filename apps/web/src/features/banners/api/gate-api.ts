import type { PricingResponse } from '@mariner/contracts';
import { DEFAULT_PRICES_CENTS } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQueryOptions } from '../../../lib/api/payment-methods.ts';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';
import { usersForPickerQueryOptions } from '../../../lib/api/users.ts';

/** The saved cards, for the banner gate: a card added on /profile opens it at once. */
export const useBannerPaymentMethods = (enabled: boolean) =>
  useQuery({ ...paymentMethodsQueryOptions(), enabled });

export interface BannerPrices {
  LEADERBOARD: number;
  SQUARE: number;
}

const DEFAULT_BANNER_PRICES: BannerPrices = {
  LEADERBOARD: DEFAULT_PRICES_CENTS.BANNER_LEADERBOARD_MONTHLY,
  SQUARE: DEFAULT_PRICES_CENTS.BANNER_SQUARE_MONTHLY,
};

const selectBannerPrices = (pricing: PricingResponse): BannerPrices => ({
  LEADERBOARD: pricing.bannerAds.LEADERBOARD.monthly,
  SQUARE: pricing.bannerAds.SQUARE.monthly,
});

/** The monthly banner prices in cents; the defaults while they load or when they cannot be had. */
export function useBannerPrices(enabled = true): BannerPrices {
  const query = useQuery({ ...pricingQueryOptions(), select: selectBannerPrices, enabled });
  return query.data ?? DEFAULT_BANNER_PRICES;
}

/** The superadmin's "create for" picker (spec 001 §2), asked for only when `enabled`. */
export const useUsersForBannerPicker = (enabled: boolean) =>
  useQuery({ ...usersForPickerQueryOptions(), enabled });
