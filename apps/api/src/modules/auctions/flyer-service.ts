import type { Locale } from '@mariner/contracts';
import { readStoredPicture, type Storage } from '../../plugins/storage/storage.ts';
import { runImageWork } from '../uploads/image-work.ts';
import { flyerContent } from './flyer-content.ts';
import { renderFlyerPdf } from './flyer-pdf.ts';
import { type AuctionReads, getAuction, type Viewer } from './service.ts';

export interface Flyer {
  pdf: Buffer;
  /** Whether anyone may read it (an approved auction): a shared cache may then keep it. */
  isPublic: boolean;
}

/**
 * GET /api/auctions/{id}/flyer.pdf: whoever may read the auction may print its flyer (approved:
 * anyone; otherwise its seller and the admins, 404 to others, as the read). Resizing the pictures
 * and drawing take their turn in the instance's image-work queue, which refuses (503) past its
 * bound rather than piling work up (issue 25).
 */
export async function auctionFlyer(
  reads: AuctionReads & { storage: Storage },
  viewer: Viewer,
  id: string,
  options: { locale: Locale; origin: string },
): Promise<Flyer> {
  const auction = await getAuction(reads, viewer, id);
  const content = flyerContent(auction, options.locale, options.origin);
  const pdf = await runImageWork(async () => {
    const [photo, logo] = await Promise.all([
      readStoredPicture(reads.storage, auction.featuredImage),
      readStoredPicture(reads.storage, auction.seller.companyLogo),
    ]);
    return renderFlyerPdf(content, { photo, logo });
  });
  return { pdf, isPublic: auction.status === 'APPROVED' };
}
