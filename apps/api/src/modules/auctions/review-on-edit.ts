import { isAdminRole, type UpdateAuctionData } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auctions, type UserRow } from '../../db/schema.ts';
import { findUserById } from '../users/service.ts';

/** The texts a reviewer read before approving: changing one is publishing something unread. */
const REVIEWED_TEXTS = ['title', 'description', 'titleFr', 'descriptionFr', 'terms', 'termsFr'] as const;

/**
 * Issue 25, defect 2: an edit that changes the title or description (either language) of an
 * APPROVED listing sends it back to review (PENDING), as a new listing would go (decision 4):
 * otherwise a harmless listing, once approved, could be rewritten into anything. A seller with
 * auto-approve, or an admin editing, goes live at once anyway, so their edits stay live; other
 * fields (dates, place, links, pictures) are not reviewed text and change nothing. Issue 28,
 * decision 018: the terms of sale are public text too, so they count; the structured facts (type,
 * premium, payment, windows, bidding link) do not. A text an edit leaves out is kept, not changed.
 */
export async function editNeedsReview(
  tx: Executor,
  actor: UserRow,
  current: { id: string; status: string; sellerId: string },
  data: Pick<UpdateAuctionData, (typeof REVIEWED_TEXTS)[number]>,
): Promise<boolean> {
  if (current.status !== 'APPROVED' || isAdminRole(actor.role)) return false;
  const [reviewed] = await tx
    .select({
      title: auctions.title,
      description: auctions.description,
      titleFr: auctions.titleFr,
      descriptionFr: auctions.descriptionFr,
      terms: auctions.terms,
      termsFr: auctions.termsFr,
    })
    .from(auctions)
    .where(eq(auctions.id, current.id));
  const unchanged = (key: (typeof REVIEWED_TEXTS)[number]) =>
    data[key] === undefined || (reviewed?.[key] ?? null) === (data[key] ?? null);
  if (!reviewed || REVIEWED_TEXTS.every(unchanged)) return false;
  const seller = current.sellerId === actor.id ? actor : await findUserById(tx, current.sellerId);
  return !(seller?.autoApprove || isAdminRole(seller?.role));
}
