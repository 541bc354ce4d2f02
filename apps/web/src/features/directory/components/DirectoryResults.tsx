import type { DirectoryEntry, Pagination as PaginationData } from '@mariner/contracts';
import { SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { DirectoryCard } from './DirectoryCard.tsx';

interface DirectoryResultsProps {
  /** The query's state; a failed load shows the empty state, silently (spec 001 §8). */
  entries: DirectoryEntry[] | undefined;
  pagination: PaginationData | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  loadingLabel: string;
  emptyText: ReactNode;
  showType?: boolean;
}

/** A directory's cards, its count, its pages and its empty state. */
export function DirectoryResults({
  entries,
  pagination,
  isPending,
  isError,
  isPlaceholderData,
  page,
  setPage,
  loadingLabel,
  emptyText,
  showType,
}: DirectoryResultsProps) {
  const { t } = useTranslation('directory');
  const headingId = useId();
  const resultsHeading = useRef<HTMLParagraphElement>(null);
  const shown = isError ? [] : (entries ?? []);
  const total = isError ? 0 : (pagination?.total ?? 0);
  const totalPages = isError ? 0 : (pagination?.totalPages ?? 0);

  // A page past the end (an old link, a listing that lapsed) shows the last page instead.
  useEffect(() => {
    if (!isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [isPlaceholderData, page, totalPages, setPage]);

  if (isPending) return <Spinner label={loadingLabel} />;

  const goToPage = (next: number) => {
    setPage(next);
    // Move to the top of the results, and tell screen readers where they are.
    resultsHeading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <p
        id={headingId}
        ref={resultsHeading}
        tabIndex={-1}
        aria-live="polite"
        className="scroll-mt-24 text-sm font-semibold text-muted focus:outline-none"
      >
        {t('list.showing', { shown: shown.length, total })}
        {isPlaceholderData ? <span className="sr-only"> {t('list.updating')}</span> : null}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title={emptyText} />
      ) : (
        <ul
          aria-busy={isPlaceholderData}
          className={cx(
            'grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
            isPlaceholderData && 'opacity-60',
          )}
        >
          {shown.map((entry) => (
            <li key={entry.id}>
              <DirectoryCard entry={entry} showType={showType} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} />
    </section>
  );
}
