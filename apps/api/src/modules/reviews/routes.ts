import {
  BulkReviewRequest,
  BulkReviewResponse,
  ErrorResponse,
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

/** What a queue's routes need: how one item is decided, and how its answer is named. */
export interface ReviewRoutesOptions<Key extends string, Item> {
  /** Whose reasons apply (REJECTION_REASONS_FOR). */
  kind: ReviewedItemKind;
  /**
   * The answer's one key (`auction`, `banner`, `listing`: spec 001 §7) and its schema, which
   * serializes the answer; typed loosely, as Fastify cannot check a reply against a generic schema.
   */
  key: Key;
  response: z.ZodType;
  tags: string[];
  /** One item's decision, with the queue's own rules, mails, refunds and audit. */
  review: (
    admin: UserRow,
    id: string,
    decision: 'APPROVED' | 'REJECTED',
    rejection?: ReviewRejection,
  ) => Promise<Item>;
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
export function registerReviewRoutes<Key extends string, Item>(
  app: App,
  { kind, key, response, tags, review }: ReviewRoutesOptions<Key, Item>,
): void {
  const errors = {
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  };
  const answer = (item: Item) => ({ [key]: item }) as Record<Key, Item>;
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
