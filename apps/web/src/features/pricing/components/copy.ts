import { DURATIONS } from '@mariner/contracts/constants';
import type { TFunction } from '../../../lib/i18n/index.tsx';

/** Numbers the copy mentions, from contracts, so the text never disagrees with the product. */
export const pricingCopyValues = {
  auctionDays: DURATIONS.auctionListingDays,
  bannerDays: DURATIONS.bannerDays,
  directoryMonths: DURATIONS.directoryListingMonths,
};

export interface CopyItem {
  title: string;
  text: string;
}

const isCopyItem = (value: unknown): value is CopyItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).title === 'string' &&
  typeof (value as Record<string, unknown>).text === 'string';

/** A list of strings from the copy (an unexpected shape gives none rather than a crash). */
export const copyStrings = (t: TFunction<'pricing'>, key: string): string[] => {
  const value: unknown = t(key, { returnObjects: true, ...pricingCopyValues });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** A list of {title, text} from the copy. */
export const copyItems = (t: TFunction<'pricing'>, key: string): CopyItem[] => {
  const value: unknown = t(key, { returnObjects: true, ...pricingCopyValues });
  return Array.isArray(value) ? value.filter(isCopyItem) : [];
};
