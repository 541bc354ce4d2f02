import { Building2 } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';

/** A company's logo on a white tile, or a building icon when it has none. */
export function DirectoryLogo({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" className="size-full object-contain p-1" />
      ) : (
        <Building2 aria-hidden="true" className="size-1/2 text-muted" />
      )}
    </span>
  );
}
