import { Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { siteOrigin } from '../../../lib/site-origin.ts';

/**
 * The menu is for browsers without the Web Share API (most desktops), and only once asked for: its
 * code loads on that click, not with the page (bench/first-load-js.mjs).
 */
const ShareMenu = lazy(async () => ({ default: (await import('./ShareMenu.tsx')).ShareMenu }));

const canWebShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** A refusal the visitor chose (they closed the share sheet): nothing more to do. */
const isCancelled = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Issue 28: shares the auction's page, at its address in the language shown (the French page shares
 * /fr/encans/…). Where the browser has the Web Share API, its own sheet (every app the phone has);
 * elsewhere, or when the browser refuses, a small menu of our own links. No third-party script.
 */
export function ShareButton({ auctionId, title }: { auctionId: string; title: string }) {
  const { t } = useTranslation('auction');
  const [isOpen, setIsOpen] = useState(false);
  // Known once in the browser; the server's HTML (and the first render) is the menu's button.
  const [hasWebShare, setHasWebShare] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => setHasWebShare(canWebShare()), []);

  const address = () => `${siteOrigin()}${paths.auction(auctionId)}`;
  // Issue 30 item 1: a share the visitor went through with counts in the listing's statistics.
  // The counting module loads on the share (issue 26: it is no part of the page's first load).
  const reportShare = () =>
    void import('../../../lib/api/auction-stats.ts').then(({ sendStatsBeacon }) =>
      sendStatsBeacon('shares', auctionId),
    );

  const onClick = async () => {
    if (isOpen) {
      setIsOpen(false);
      return;
    }
    if (canWebShare()) {
      try {
        await navigator.share({ title, url: address() });
        reportShare();
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Refused (no user gesture left, a policy): our own menu instead.
      }
    }
    setIsOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={onClick}
        aria-label={t('share.button')}
        title={t('share.button')}
        {...(hasWebShare ? {} : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': isOpen })}
        aria-controls={isOpen ? menuId : undefined}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-primary transition-colors hover:border-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Share2 aria-hidden="true" className="size-5" />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ShareMenu id={menuId} url={address()} title={title} onClose={close} onShared={reportShare} />
        </Suspense>
      ) : null}
    </div>
  );
}
