import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** The sheet itself, with the dialog library: loaded on the first press of Filters, never with the page. */
const FilterSheetDialog = lazy(async () => ({
  default: (await import('./FilterSheetDialog.tsx')).FilterSheetDialog,
}));

export const openerClasses =
  'inline-flex min-h-10 items-center gap-2 rounded-lg border border-primary bg-white px-4 text-sm font-semibold text-primary hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:hidden';

/** "Filters (2)": the words of the button that opens the filters on a phone. */
export function OpenerText({ count }: { count: number }) {
  const { t } = useTranslation('auctions');
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {count > 0 ? t('sheet.openCount', { count }) : t('sheet.open')}
    </>
  );
}

/**
 * Before JavaScript runs (or without it) the phone's Filters button is a link down to the form,
 * which the page's CSS then shows after the results.
 */
export function FiltersLink({ count, targetId }: { count: number; targetId: string }) {
  return (
    <a href={`#${targetId}`} className={openerClasses}>
      <OpenerText count={count} />
    </a>
  );
}

interface FilterSheetProps {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter form; its own submit applies the filters, and the page then closes the sheet. */
  children: ReactNode;
}

/**
 * Issue 28: on a phone the results come first and the filters open in a sheet from the bottom
 * (FilterSheetDialog). Its code and the dialog library load on the first press of Filters (issue
 * 26: they are not part of the list's first load); focus goes back to this button when it closes.
 */
export function FilterSheet({ count, open, onOpenChange, children }: FilterSheetProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(open);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={openerClasses}
        onClick={() => {
          setWanted(true);
          onOpenChange(true);
        }}
      >
        <OpenerText count={count} />
      </button>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <FilterSheetDialog open={open} onOpenChange={onOpenChange} returnFocusTo={opener}>
            {children}
          </FilterSheetDialog>
        </Suspense>
      )}
    </>
  );
}
