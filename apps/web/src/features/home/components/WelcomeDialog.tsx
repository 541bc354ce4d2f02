import { Anchor, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ButtonLink } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * Spec 000 §2: the welcome, shown by WelcomeModal.
 *
 * Non-modal on purpose: it appears unasked while the visitor may already be reading or typing in
 * the search, so it neither blocks the page, hides it from assistive technology (a modal dialog
 * sets aria-hidden on everything else) nor takes the focus. It sits in a corner, early in the tab
 * order, and goes away with its close button, Escape, or by following one of its links — never by
 * a click elsewhere on the page, which is not a decision to dismiss it.
 */
export function WelcomeDialog({ onDismiss: dismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : dismiss())} modal={false}>
      <Dialog.Content
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="fixed inset-x-2 bottom-2 z-40 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-2xl border border-line bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:p-6"
      >
        <div className="flex items-start gap-3 pr-8">
          <Anchor aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
          <Dialog.Title className="text-lg font-bold text-primary">{t('welcome.title')}</Dialog.Title>
        </div>
        <Dialog.Description className="mt-3 text-sm leading-6 text-ink">
          {t('welcome.text')}
        </Dialog.Description>
        <p className="mt-2 hidden text-sm leading-6 text-muted sm:block">{t('welcome.advertiseText')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={paths.auctions} onClick={dismiss}>
            {t('welcome.browse')}
          </ButtonLink>
          <ButtonLink to={paths.advertise} variant="secondary" onClick={dismiss}>
            {t('welcome.advertise')}
          </ButtonLink>
        </div>
        <Dialog.Close
          aria-label={t('welcome.close')}
          className="absolute top-3 right-3 rounded-lg p-2 text-muted hover:bg-primary-soft hover:text-primary focus-visible:outline-2 focus-visible:outline-accent"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
