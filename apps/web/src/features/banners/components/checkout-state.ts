import type { Banner } from '@mariner/contracts';
import { paths } from '../../../lib/paths.ts';

/** The checkout's input (spec 001 §2 Checkout), as the listings feature sends it. */
export interface BannerCheckoutState {
  invoiceId?: string;
  amount?: number;
  itemType: 'BANNER_AD';
  bannerAdId: string;
  description: string;
  returnUrl: string;
}

export const bannerCheckoutState = (
  banner: Pick<Banner, 'id'>,
  description: string,
  invoice?: { id: string; amount: number } | null,
): BannerCheckoutState => ({
  ...(invoice ? { invoiceId: invoice.id, amount: invoice.amount } : {}),
  itemType: 'BANNER_AD',
  bannerAdId: banner.id,
  description,
  returnUrl: paths.bannerAds,
});
