import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx.ts';
import { pageWindow } from './page-window.ts';

interface DirectoryPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const buttonBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-2 sm:px-3 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border-line bg-white text-primary enabled:hover:bg-primary-soft';

/**
 * Previous, Next and up to five page numbers, as on the auctions list. A copy of that feature's
 * control, since features do not import each other; both belong in src/components.
 */
export function DirectoryPagination({ page, totalPages, onPageChange }: DirectoryPaginationProps) {
  const { t } = useTranslation('directory');
  if (totalPages <= 1) return null;

  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <button
            type="button"
            className={cx(buttonBase, idle)}
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
                className={cx(buttonBase, isCurrent ? 'border-primary bg-primary text-white' : idle)}
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
            className={cx(buttonBase, idle)}
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
