import { Check, Link as LinkIcon, Mail, MessageCircle, ThumbsUp } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Where each way of sharing sends the page's address (no script of theirs ever loads here). */
export const shareLinks = (url: string, title: string, mailBody: string) => ({
  email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${mailBody}\n\n${url}`)}`,
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
});

const item =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-primary hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="flex size-5 shrink-0 items-center justify-center text-accent-strong">{icon}</span>
      {children}
    </>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

interface ShareMenuProps {
  id: string;
  url: string;
  title: string;
  /** Closes the menu; `returnFocus` when the keyboard closed it (Escape), so focus goes back to Share. */
  onClose: (returnFocus: boolean) => void;
  /** Told when the visitor copies the address or opens one of the ways to send it (issue 30). */
  onShared?: () => void;
}

/**
 * Issue 28: sharing without the Web Share API — copy the address, or send it by e-mail, Facebook or
 * WhatsApp. A small non-modal dialog: focus moves into it, Escape closes it and hands focus back to
 * the Share button, a click elsewhere closes it.
 */
export function ShareMenu({ id, url, title, onClose, onShared }: ShareMenuProps) {
  const { t } = useTranslation('auction');
  const panelRef = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const links = shareLinks(url, title, t('share.mailBody', { title }));

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    // The menu sits in one box with its button: a press on the button is the button's to handle.
    const onPointerDown = (event: PointerEvent) => {
      const box = panelRef.current?.parentElement;
      if (box && !box.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
      onShared?.();
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is shown to copy by hand.
      setCopy('failed');
    }
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label={t('share.menu')}
      className="absolute top-full right-0 z-30 mt-2 flex w-64 flex-col gap-1 rounded-xl border border-line bg-white p-2 shadow-lg"
    >
      <ul className="flex flex-col gap-1">
        <li>
          <button type="button" onClick={copyLink} className={item}>
            <Row icon={<LinkIcon aria-hidden="true" className="size-4" />}>{t('share.copy')}</Row>
          </button>
        </li>
        <li>
          <a href={links.email} className={item} onClick={onShared}>
            <Row icon={<Mail aria-hidden="true" className="size-4" />}>{t('share.email')}</Row>
          </a>
        </li>
        <li>
          <ExternalLink href={links.facebook} className={item} onClick={onShared}>
            <Row icon={<ThumbsUp aria-hidden="true" className="size-4" />}>{t('share.facebook')}</Row>
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.whatsapp} className={item} onClick={onShared}>
            <Row icon={<MessageCircle aria-hidden="true" className="size-4" />}>{t('share.whatsapp')}</Row>
          </ExternalLink>
        </li>
      </ul>
      <p role="status" className="px-3 text-sm empty:hidden">
        {copy === 'copied' ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-success">
            <Check aria-hidden="true" className="size-4" />
            {t('share.copied')}
          </span>
        ) : null}
        {copy === 'failed' ? (
          <span className="flex flex-col gap-1 text-ink">
            {t('share.copyFailed')}
            <span className="break-all select-all">{url}</span>
          </span>
        ) : null}
      </p>
    </div>
  );
}
