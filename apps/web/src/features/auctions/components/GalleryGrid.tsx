import { useTranslation } from '../../../lib/i18n/index.tsx';
import { tile } from './AuctionGallery.tsx';
import { AuctionPicture } from './AuctionPicture.tsx';

/** The additional pictures as a grid of buttons, each opening the lightbox at itself. */
export function GalleryGrid({
  images,
  onOpen,
}: {
  images: string[];
  onOpen: (galleryIndex: number) => void;
}) {
  const { t } = useTranslation('auction');
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="auction-gallery" className="flex flex-col gap-3">
      <h2 id="auction-gallery" className="text-lg font-bold text-primary">
        {t('detail.gallery')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image}>
            <button type="button" onClick={() => onOpen(index)} className={tile}>
              <AuctionPicture
                src={image}
                alt={t('detail.galleryImage', { index: index + 1, total: images.length })}
                sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
                className="aspect-[3/2] w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
