import { Gavel } from 'lucide-react';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface AuctionPictureProps {
  src: string | null;
  /** Empty when the picture repeats what the card's title already says. */
  alt: string;
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The page's largest picture (its LCP): fetched before anything else that is not blocking. */
  priority?: boolean;
}

/** An auction's picture, or a quiet placeholder for a listing without one yet. */
export function AuctionPicture({ src, alt, sizes, className, loading, priority }: AuctionPictureProps) {
  const { t } = useTranslation('cards');
  if (!src) {
    return (
      <div
        className={cx(
          'flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-primary-soft to-sand-deep text-primary/60',
          className,
        )}
      >
        <Gavel aria-hidden="true" className="size-10" />
        <span className="text-xs font-semibold">{t('card.noImage')}</span>
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={sizes}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      className={cx('object-cover', className)}
    />
  );
}
