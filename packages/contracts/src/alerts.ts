import { AuctionFeedQuery } from './auctions.ts';
import { ALERT_FREQUENCIES } from './enum-values.ts';
import { asSingleLine, IsoDateTime, textKind } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/**
 * Issue 17 §5–6: a saved search or a followed auctioneer mails a digest of the new approved
 * auctions that match, at most once per period, never the same auction twice.
 */
export const AlertFrequency = z.enum(ALERT_FREQUENCIES, {
  error: MESSAGES.alertFrequencyInvalid,
});
export type AlertFrequency = z.infer<typeof AlertFrequency>;

/** How long a digest waits after the last one, per frequency ("instantly" is the next run, each minute). */
export const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  INSTANT: 0,
  DAILY: 24 * 60 * 60 * 1000,
  WEEKLY: 7 * 24 * 60 * 60 * 1000,
};

export const MAX_SAVED_SEARCHES = 25;

/** The list filters a search keeps (the feed's: no paging, no order). */
export const SavedSearchFilters = AuctionFeedQuery.omit({ sort: true, sellerId: true });
export type SavedSearchFilters = z.output<typeof SavedSearchFilters>;

const searchName = asSingleLine(
  z
    .string({ error: MESSAGES.savedSearchNameRequired })
    .trim()
    .min(1, { error: MESSAGES.savedSearchNameRequired })
    .max(80, { error: MESSAGES.savedSearchNameTooLong }),
);

export const CreateSavedSearchRequest = z.object({
  name: searchName,
  frequency: AlertFrequency.default('DAILY'),
  filters: SavedSearchFilters,
});
export type CreateSavedSearchRequest = z.input<typeof CreateSavedSearchRequest>;

export const UpdateSavedSearchRequest = z.object({
  name: searchName.optional(),
  frequency: AlertFrequency.optional(),
});
export type UpdateSavedSearchRequest = z.input<typeof UpdateSavedSearchRequest>;

export const SavedSearch = z.object({
  id: z.uuid(),
  name: z.string(),
  frequency: AlertFrequency,
  /** The filters as the list's address reads them (`search=…&near=…`). */
  query: z.string(),
  createdAt: IsoDateTime,
  /**
   * New matches are those approved after this moment: each digest run that takes the search moves
   * it on, in the transaction that queues the digest's mail (none when nothing new matched).
   */
  checkedUntil: IsoDateTime,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchResponse = z.object({ savedSearch: SavedSearch });
export type SavedSearchResponse = z.infer<typeof SavedSearchResponse>;
export const SavedSearchListResponse = z.object({ savedSearches: z.array(SavedSearch) });
export type SavedSearchListResponse = z.infer<typeof SavedSearchListResponse>;

export const FollowRequest = z.object({ frequency: AlertFrequency.default('DAILY') });
export type FollowRequest = z.input<typeof FollowRequest>;

/** Issue 27: a followed auctioneer's next public sale (not yet ended, soonest start first). */
export const FollowNextSale = z.object({
  id: z.uuid(),
  title: z.string(),
  auctionStartDate: IsoDateTime,
  timeZone: z.string(),
});
export type FollowNextSale = z.infer<typeof FollowNextSale>;

export const Follow = z.object({
  sellerId: z.uuid(),
  companyName: z.string().nullable(),
  frequency: AlertFrequency,
  createdAt: IsoDateTime,
  /** Issue 27 (ours, additive): shown on the buyer's home; null when nothing is coming up. */
  nextSale: FollowNextSale.nullable(),
});
export type Follow = z.infer<typeof Follow>;
/** GET/PUT/DELETE /api/follows/{sellerId}: the seller followed. */
export const SellerParam = z.object({ sellerId: z.uuid() });
export const FollowResponse = z.object({ follow: Follow.nullable() });
export type FollowResponse = z.infer<typeof FollowResponse>;
export const FollowListResponse = z.object({ follows: z.array(Follow) });
export type FollowListResponse = z.infer<typeof FollowListResponse>;

/** POST /api/alerts/unsubscribe: the token of a digest's one-click link; no sign-in needed. */
export const UnsubscribeRequest = z.object({ token: z.string().min(20).max(100).meta(textKind('secret')) });
export const UnsubscribeResponse = z.object({ success: z.literal(true), name: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;
