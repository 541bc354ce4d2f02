import { Building2 } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';

/** A seller's logo on a white tile, or a building icon when there is none. */
export function SellerLogo({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  return (
    <span
      className={cx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-white',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" className="size-full object-contain" />
      ) : (
        <Building2 aria-hidden="true" className="size-1/2 text-muted" />
      )}
    </span>
  );
}
