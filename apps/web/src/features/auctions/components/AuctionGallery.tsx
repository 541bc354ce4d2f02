import type { Auction } from '@mariner/contracts';
import { auctionText, FEATURED_IMAGE_SIZES } from '@mariner/contracts/constants';
import { Expand } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { AuctionPicture } from './AuctionPicture.tsx';

export const tile =
  'group relative block w-full overflow-hidden rounded-xl bg-primary-soft ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** The featured picture (opens the lightbox), used at the top of the detail page. */
export function FeaturedPicture({ auction, onOpen }: { auction: Auction; onOpen: () => void }) {
  const { t } = useTranslation('auction');
  if (!auction.featuredImage) {
    return <AuctionPicture src={null} alt="" sizes="100vw" className="aspect-[3/2] w-full rounded-2xl" />;
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('detail.openFeatured')}
      className={`${tile} rounded-2xl`}
    >
      <AuctionPicture
        src={auction.featuredImage}
        alt={auctionText(auction, currentLocale()).title}
        sizes={FEATURED_IMAGE_SIZES}
        priority
        className="aspect-[3/2] w-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <Expand
        aria-hidden="true"
        className="absolute right-3 bottom-3 size-9 rounded-full bg-black/55 p-2 text-white"
      />
    </button>
  );
}

/**
 * Which picture the lightbox shows: the featured one first, then the gallery (spec 000 §2).
 * Returns the pictures, the open index and the openers for both.
 */
export function useAuctionLightbox(auction: Auction | undefined) {
  const [index, setIndex] = useState<number | null>(null);
  const featured = auction?.featuredImage ? [auction.featuredImage] : [];
  const images = [...featured, ...(auction?.images ?? [])];
  return {
    images,
    index,
    setIndex,
    openFeatured: () => setIndex(0),
    openGallery: (galleryIndex: number) => setIndex(featured.length + galleryIndex),
  };
}
