import { DURATIONS } from '@mariner/contracts/constants';

/** Numbers the copy mentions, from contracts, so the text never disagrees with the product. */
export const copyValues = {
  auctionDays: DURATIONS.auctionListingDays,
  bannerDays: DURATIONS.bannerDays,
  directoryMonths: DURATIONS.directoryListingMonths,
};
