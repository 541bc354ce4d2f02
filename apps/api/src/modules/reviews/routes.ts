import {
  BulkReviewRequest,
  BulkReviewResponse,
  type ErrorResponse,
  IdParam,
  MESSAGES,
  REJECTION_REASONS_FOR,
  RejectRequest,
  type ReviewedItemKind,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import { signedIn } from '../../plugins/auth.ts';
import { validationError } from '../../plugins/errors.ts';
import { bulkReview } from './bulk.ts';
import { type RejectionInput, rejectionOf } from './rejection.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A rejection as every queue's single review takes it: why, and the site's address for the mail. */
export interface ReviewRejection {
  reason: RejectionInput;
  publicUrl: string;
}

/** The answer's one key for each queue (spec 001 §7). */
const ANSWER_KEY: Record<ReviewedItemKind, string> = {
  auction: 'auction',
  banner: 'banner',
  directoryListing: 'listing',
};

/** One item's decision, with the queue's own rules, mails, refunds and audit. */
export type ReviewItem<Item> = (
  admin: UserRow,
  id: string,
  decision: 'APPROVED' | 'REJECTED',
  rejection?: ReviewRejection,
) => Promise<Item>;

/** What a queue's routes are declared with. */
export interface ReviewRoutesOptions {
  /** Whose reasons apply (REJECTION_REASONS_FOR), and the answer's key. */
  kind: ReviewedItemKind;
  /**
   * The single answer's schema, which serializes it; typed loosely, as Fastify cannot check a
   * reply against a generic schema.
   */
  response: z.ZodType;
  tags: string[];
  /** The queue's error answers (400, 401, 403, 404, 409), as its other routes declare them. */
  errors: Record<number, typeof ErrorResponse>;
}

/**
 * Issue 31 item 3: a reason is checked against the queue's own list (decision 033); a code of
 * another queue's is refused with its own message, an unknown one by the schema before this. The
 * spec's call without a body is Other, on every list.
 */
export function rejectionFor(kind: ReviewedItemKind, body: RejectRequest | undefined): RejectionInput {
  const reason = rejectionOf(body);
  if (!REJECTION_REASONS_FOR[kind].includes(reason.code)) {
    throw validationError({ code: MESSAGES.rejectionReasonNotForKind });
  }
  return reason;
}

/**
 * The three review calls every queue answers alike (spec 001 §7 and issue 31): `PUT /:id/approve`,
 * `PUT /:id/reject` (an optional reason) and `POST /bulk-review` (each item through the single
 * review, so each is mailed and audited alone), admins only, registered under the queue's prefix.
 */
export function registerReviewRoutes<Item>(
  app: App,
  { kind, response, tags, errors }: ReviewRoutesOptions,
  review: ReviewItem<Item>,
): void {
  const answer = (item: Item) => ({ [ANSWER_KEY[kind]]: item });
  const rejection = (reason: RejectionInput): ReviewRejection => ({
    reason,
    publicUrl: app.config.publicUrl,
  });

  app.put(
    '/:id/approve',
    {
      preValidation: app.requireAdmin,
      schema: { tags, params: IdParam, response: { 200: response, ...errors } },
    },
    async (request) => answer(await review(signedIn(request), request.params.id, 'APPROVED')),
  );

  app.put(
    '/:id/reject',
    {
      preValidation: app.requireAdmin,
      schema: { tags, params: IdParam, body: RejectRequest, response: { 200: response, ...errors } },
    },
    async (request) => {
      const reason = rejectionFor(kind, request.body);
      return answer(await review(signedIn(request), request.params.id, 'REJECTED', rejection(reason)));
    },
  );

  app.post(
    '/bulk-review',
    {
      preValidation: app.requireAdmin,
      schema: { tags, body: BulkReviewRequest, response: { 200: BulkReviewResponse, ...errors } },
    },
    async (request) => {
      const admin = signedIn(request);
      // A reason off the queue's list refuses the whole call before any item is decided.
      if (request.body.action === 'reject') rejectionFor(kind, request.body.reason);
      return bulkReview(
        request.body,
        (id, decision, reason) => review(admin, id, decision, reason && rejection(reason)),
        request.log,
      );
    },
  );
}
