import {
  isLocale,
  pathFor,
  type RejectedItemKind,
  type RejectionReason,
  type RejectRequest,
  rejectionMailText,
  rejectionReasonText,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { enqueueMail } from '../../plugins/mail/index.ts';

/**
 * Issue 31 item 2: a reviewer's reason for refusing an auction, a banner or a directory listing, as the reject calls
 * read it. The spec's call sends no body (001 §7): that is OTHER without a note (decision 022).
 */
export interface RejectionInput {
  code: RejectionReason;
  note: string | null;
}

export const rejectionOf = (body: RejectRequest | undefined): RejectionInput => ({
  code: body?.code ?? 'OTHER',
  note: body?.note ?? null,
});

/** The columns a rejection writes (auctions and banners hold the same three). */
export const rejectionColumns = (rejection: RejectionInput, at: Date) => ({
  rejectionCode: rejection.code,
  rejectionNote: rejection.note,
  rejectedAt: at,
});

/** What a resubmission or an approval writes: the item is no longer refused. */
export const noRejection = { rejectionCode: null, rejectionNote: null, rejectedAt: null };

/**
 * Queues the owner's mail in the caller's transaction (sent only if the rejection commits): the
 * reason in the owner's chosen language (English until they choose), the note as written, and the
 * address where they edit and resubmit.
 */
export async function enqueueRejectionMail(
  tx: Executor,
  owner: Pick<UserRow, 'email' | 'firstName' | 'language'>,
  item: { kind: RejectedItemKind; title: string; rejection: RejectionInput; publicUrl: string },
): Promise<void> {
  const locale = isLocale(owner.language) ? owner.language : 'en';
  const page = {
    auction: 'dashboard',
    banner: 'bannerAds',
    directoryListing: 'profileDirectoryListings',
  } as const;
  const link = `${item.publicUrl}${pathFor(page[item.kind], locale)}`;
  const text = rejectionMailText(locale, {
    firstName: owner.firstName,
    kind: item.kind,
    title: item.title,
    reason: rejectionReasonText(item.rejection.code, locale),
    note: item.rejection.note,
    link,
  });
  await enqueueMail(tx, { to: owner.email, ...text });
}
