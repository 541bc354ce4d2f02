import { type BulkReviewRequest, type BulkReviewResponse, MESSAGES } from '@mariner/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { type RejectionInput, rejectionOf } from './rejection.ts';

/** One item's decision, made by the queue's single-item review (the same rules, mails and refunds). */
export type ReviewOne = (
  id: string,
  decision: 'APPROVED' | 'REJECTED',
  reason?: RejectionInput,
) => Promise<unknown>;

/**
 * Issue 31 item 1: `POST /api/{auctions,banners}/bulk-review`. Each id (once, in the order sent) goes
 * through `reviewOne` on its own, so one that cannot be decided (unknown, awaiting payment) is
 * answered with its error while the others are still decided; a rejection's reason is the same for
 * every item. An unexpected failure of one item is logged and answered as such, not thrown: the
 * items before it are already decided and the admin must be told which.
 */
export async function bulkReview(
  body: BulkReviewRequest,
  reviewOne: ReviewOne,
  log: FastifyBaseLogger,
): Promise<BulkReviewResponse> {
  const decision = body.action === 'approve' ? 'APPROVED' : 'REJECTED';
  const reason = decision === 'REJECTED' ? rejectionOf(body.reason) : undefined;
  const results: BulkReviewResponse['results'] = [];
  for (const id of new Set(body.ids)) {
    try {
      await reviewOne(id, decision, reason);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, id }, 'bulk review item failed');
      results.push({
        id,
        ok: false,
        error: error instanceof AppError ? error.message : MESSAGES.internalError,
      });
    }
  }
  return { results };
}
