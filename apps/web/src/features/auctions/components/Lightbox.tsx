import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface LightboxProps {
  images: string[];
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title: string;
}

const control =
  'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white transition-colors ' +
  'hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Spec 000 §2 Auction detail: a full-screen view of the pictures. Escape closes (Radix Dialog, which
 * also traps focus and gives it back to the picture that opened it); the arrow keys and the
 * buttons move round the pictures, and a counter says where you are.
 */
export function Lightbox({ images, index, onIndexChange, title }: LightboxProps) {
  const { t } = useTranslation('auction-later');
  const count = images.length;
  // Opened without a Radix Trigger, so focus goes back by hand to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const current = index === null ? null : Math.min(Math.max(index, 0), count - 1);
  const src = current === null ? undefined : images[current];

  const move = (step: number) => {
    if (current === null || count < 2) return;
    onIndexChange((current + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  return (
    <Dialog.Root open={src !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 truncate text-sm font-semibold text-white/90 sm:text-base">
              {t('lightbox.title', { title })}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('lightbox.help')}</Dialog.Description>
            <Dialog.Close aria-label={t('lightbox.close')} className={control}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-2 sm:px-20">
            {src !== undefined && current !== null ? (
              <ResponsiveImage
                key={src}
                src={src}
                sizes="100vw"
                loading="eager"
                alt={t('lightbox.image', { index: current + 1, total: count, title })}
                className="max-h-full max-w-full object-contain"
              />
            ) : null}
          </div>
          <div className="flex items-center justify-center gap-6 px-4 pt-2 pb-6 sm:pb-8">
            {count > 1 ? (
              <button
                type="button"
                aria-label={t('lightbox.previous')}
                onClick={() => move(-1)}
                className={control}
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
            ) : null}
            <p aria-live="polite" className="min-w-16 text-center text-base font-semibold tabular-nums">
              {current === null ? '' : `${current + 1} / ${count}`}
            </p>
            {count > 1 ? (
              <button
                type="button"
                aria-label={t('lightbox.next')}
                onClick={() => move(1)}
                className={control}
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
