import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject, useRef } from 'react';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface FilterSheetDialogProps {
  /** The Filters button, which gets focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter form; its own submit applies the filters, and the page then closes the sheet. */
  children: ReactNode;
}

/**
 * Issue 28: the phone's filter sheet, from the bottom. A modal dialog (Radix): focus moves in and
 * stays in, Escape and Close shut it, and focus goes back to the Filters button (FilterSheet.tsx).
 * "Show results" submits the form inside, as its Search button does.
 */
export function FilterSheetDialog({ open, onOpenChange, returnFocusTo, children }: FilterSheetDialogProps) {
  const { t } = useTranslation('auctions');
  const body = useRef<HTMLDivElement>(null);
  const showResults = () => {
    const form = body.current?.querySelector('form');
    if (form) form.requestSubmit();
    else onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-sand shadow-xl focus:outline-none',
            'motion-safe:animate-sheet-up',
          )}
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-primary">{t('sheet.title')}</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
              <X aria-hidden="true" className="size-5" />
              {t('sheet.close')}
            </Dialog.Close>
          </div>
          <div ref={body} className="min-h-0 flex-1 overflow-y-auto p-3">
            {children}
          </div>
          <div className="border-t border-line bg-white px-4 py-3">
            <button
              type="button"
              onClick={showResults}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary px-4 text-base font-semibold text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {t('sheet.showResults')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
