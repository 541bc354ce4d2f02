import { Info, PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useLotSearch } from '../api/search-lots.ts';
import { type AuctionFilters as Filters, lotQuery } from '../hooks/use-auction-filters.ts';
import { LotResultCard } from './LotResultCard.tsx';

/**
 * Issue 29 item 4: the Items tab, the lots of public sales the same filters find, 24 a page, each
 * linking to the lot on its auction's page.
 */
export function ItemResults({
  filters,
  page,
  setPage,
}: {
  filters: Filters;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['auction-later', 'auctions']);
  const heading = useRef<HTMLParagraphElement>(null);
  const { data, isPending, isError, isPlaceholderData } = useLotSearch(lotQuery(filters, page));
  const lots = isError ? [] : (data?.lots ?? []);
  const total = isError ? 0 : (data?.pagination.total ?? 0);
  const totalPages = isError ? 0 : (data?.pagination.totalPages ?? 0);
  useEffect(() => {
    if (!isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [isPlaceholderData, page, totalPages, setPage]);
  if (isPending) return <Spinner label={t('auctions:lotSearch.loading')} />;
  return (
    <section aria-labelledby="item-results" className="flex flex-col gap-6">
      <p
        id="item-results"
        ref={heading}
        tabIndex={-1}
        aria-live="polite"
        className="scroll-mt-24 text-sm font-semibold text-muted focus:outline-none"
      >
        {t('lotSearch.showing', { shown: lots.length, count: total })}
      </p>
      {/* Decision 024: a search of more than LOT_SEARCH_RANKED matches ranks those of the sales ending soonest. */}
      {!isError && data?.moreMatches ? (
        <p className="-mt-4 flex items-start gap-2 rounded-md border border-line bg-sand px-3 py-2 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('lotSearch.moreMatches')}</span>
        </p>
      ) : null}
      {lots.length === 0 ? (
        <EmptyState icon={PackageSearch} title={t('lotSearch.none')}>
          <p className="text-sm text-muted">{t('lotSearch.noneHint')}</p>
        </EmptyState>
      ) : (
        <CardGrid busy={isPlaceholderData}>
          {lots.map((lot) => (
            <li key={lot.id}>
              <LotResultCard lot={lot} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => {
          setPage(next);
          heading.current?.focus();
        }}
      />
    </section>
  );
}
