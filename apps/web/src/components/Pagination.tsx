import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../lib/cx.ts';
import { useTranslation } from '../lib/i18n/index.tsx';
import { pageWindow } from '../lib/page-window.ts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const buttonBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-2 sm:px-3 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';

/** Spec 000 §2: Previous, Next and up to five page numbers around the current page (every paged list). */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;

  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <button
            type="button"
            className={cx(buttonBase, 'border-line bg-white text-primary enabled:hover:bg-primary-soft')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
          </button>
        </li>
        {pageWindow(page, totalPages).map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                aria-label={t('pagination.page', { page: number })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cx(
                  buttonBase,
                  isCurrent
                    ? 'border-primary bg-primary text-white'
                    : 'border-line bg-white text-primary hover:bg-primary-soft',
                )}
                onClick={() => {
                  if (!isCurrent) onPageChange(number);
                }}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={cx(buttonBase, 'border-line bg-white text-primary enabled:hover:bg-primary-soft')}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
