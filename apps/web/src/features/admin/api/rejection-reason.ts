import type { RejectionReason } from '@mariner/contracts';

/** Issue 31 item 2: why an item is refused, as the reject calls take it and the seller reads it. */
export interface RejectionReasonInput {
  code: RejectionReason;
  note: string | null;
}
