import { MESSAGES } from './messages.ts';
import { RejectRequest } from './rejections.ts';
import { z } from './zod.ts';

/**
 * Issue 31 item 1: the admin queues (pending auctions, pending banners) are reviewed several at a
 * time. `POST /api/auctions/bulk-review` and `POST /api/banners/bulk-review` take the ids chosen on
 * a page (at most BULK_REVIEW_MAX, a page and then some) and one decision; a rejection's reason is
 * the single reject call's body, given once for all.
 */
export const BULK_REVIEW_MAX = 100;
export const BULK_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export const BulkReviewAction = z.enum(BULK_REVIEW_ACTIONS);
export type BulkReviewAction = z.infer<typeof BulkReviewAction>;

export const BulkReviewRequest = z.object({
  ids: z
    .array(z.uuid())
    .min(1, { error: MESSAGES.bulkReviewIdsRequired })
    .max(BULK_REVIEW_MAX, { error: MESSAGES.bulkReviewTooMany }),
  action: BulkReviewAction,
  reason: RejectRequest.optional(),
});
export type BulkReviewRequest = z.infer<typeof BulkReviewRequest>;

/** One item's outcome, in the order asked (each id once): `error` is the single call's message. */
export const BulkReviewResult = z.object({
  id: z.uuid(),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type BulkReviewResult = z.infer<typeof BulkReviewResult>;

export const BulkReviewResponse = z.object({ results: z.array(BulkReviewResult) });
export type BulkReviewResponse = z.infer<typeof BulkReviewResponse>;
