import { X } from 'lucide-react';
import { previewedFileInputClasses } from '../../../components/file-input.ts';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { cx } from '../../../lib/cx.ts';

interface ImageTileProps {
  src: string | undefined;
  caption: string;
  /** When given, a remove button with this accessible name is shown. */
  removeLabel?: string;
  onRemove?: () => void;
  className?: string;
}

/** One picture of the listing form: a preview, its caption and, for some, a remove button. */
export function ImageTile({ src, caption, removeLabel, onRemove, className }: ImageTileProps) {
  return (
    <figure className={cx('overflow-hidden rounded-lg border border-line bg-white', className)}>
      <div className="aspect-[4/3] w-full bg-sand-deep">
        {/* A stored image gets its smaller widths through srcset; a chosen file's blob address has none. */}
        {src ? <ResponsiveImage src={src} sizes="16rem" alt="" className="size-full object-cover" /> : null}
      </div>
      <figcaption className="flex min-h-10 items-center justify-between gap-2 px-2 py-1 text-xs text-ink">
        <span className="min-w-0 truncate" title={caption}>
          {caption}
        </span>
        {onRemove && removeLabel ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={removeLabel}
            className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-danger-soft hover:text-danger"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * The native file picker, styled. Its own text ("No file chosen") is hidden because the chosen
 * files are listed below it as previews, which stay right when a file is removed again.
 */
export const fileInputClasses = `${previewedFileInputClasses} self-start`;
