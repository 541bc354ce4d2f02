import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { pageWindow } from '../../../lib/page-window.ts';

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-2 text-sm font-semibold sm:px-3 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const idle = 'border-line bg-white text-primary hover:bg-primary-soft';

/**
 * The catalogue's pages as links, not buttons (the list pages' Pagination): every page has its own
 * address (`?lots=2`), so a crawler follows them and a reader can share one.
 */
export function LotPager({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation(['auction-later', 'common']);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('lots.pagesLabel')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={cx(base, idle)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t('common:pagination.previous')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Link
              to={hrefOf(number)}
              aria-label={t('common:pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={cx(base, number === page ? 'border-primary bg-primary text-white' : idle)}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={cx(base, idle)}>
              <span className="sr-only sm:not-sr-only">{t('common:pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
