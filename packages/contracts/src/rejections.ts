import { IsoDateTime, multiLineText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { REJECTION_NOTE_MAX, REJECTION_REASONS } from './rejection-values.ts';
import { z } from './zod.ts';

export * from './rejection-values.ts';

export const RejectionReasonCode = z.enum(REJECTION_REASONS, { error: MESSAGES.rejectionReasonInvalid });

/**
 * PUT /api/{auctions,banners}/{id}/reject (issue 31 item 2). Every field is optional and the body
 * itself may be absent: the spec's call (001 §7) sends none, and is read as OTHER without a note.
 * A chosen OTHER needs a note, so the seller is never told just "Other".
 */
export const RejectRequest = z
  .object({
    code: RejectionReasonCode.optional(),
    note: multiLineText(REJECTION_NOTE_MAX).nullish(),
  })
  .refine((body) => body.code !== 'OTHER' || Boolean(body.note), {
    error: MESSAGES.rejectionNoteRequired,
    path: ['note'],
  })
  .nullish();
export type RejectRequest = z.infer<typeof RejectRequest>;

/** Why an item was refused, for its owner and admins only; null while it is not rejected. */
export const Rejection = z.object({
  /** A RejectionReason; read with rejectionReasonText, which also copes with a retired code. */
  code: z.string(),
  note: z.string().nullable(),
  at: IsoDateTime,
});
export type Rejection = z.infer<typeof Rejection>;
