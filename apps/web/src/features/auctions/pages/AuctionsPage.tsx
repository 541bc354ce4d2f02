import { type AuctionListQuery, PAGE_SIZES } from '@mariner/contracts';
import { SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useAuctions } from '../api/get-auctions.ts';
import { AuctionCard } from '../components/AuctionCard.tsx';
import { AuctionFilters } from '../components/AuctionFilters.tsx';
import { useAuctionFilters } from '../hooks/use-auction-filters.ts';

/**
 * Spec 000 §2 Auctions list: filters mirrored in the URL, 12 a page, 'Showing X of Y auctions',
 * pagination, and the empty state (also shown when the list fails to load, spec 000 §8).
 */
interface AuctionsPageProps {
  /** A square banner under the results (the CATEGORY_PAGE placement), composed by the router. */
  banner?: ReactNode;
}

export function AuctionsPage({ banner }: AuctionsPageProps = {}) {
  const { t } = useTranslation(['auctions', 'messages']);
  useDocumentTitle(t('list.title'));
  const { filters, page, applyFilters, clearFilters, setPage } = useAuctionFilters();
  const resultsHeading = useRef<HTMLParagraphElement>(null);

  const query: AuctionListQuery = {
    search: filters.search || undefined,
    category: filters.category || undefined,
    location: filters.location || undefined,
    page,
    limit: PAGE_SIZES.auctions,
    status: 'APPROVED',
  };
  const { data, isPending, isError, isPlaceholderData } = useAuctions(query);
  const auctions = isError ? [] : (data?.auctions ?? []);
  const total = isError ? 0 : (data?.pagination.total ?? 0);
  const totalPages = isError ? 0 : (data?.pagination.totalPages ?? 0);

  // A page past the end (an old link, or the last item gone) shows the last page instead.
  useEffect(() => {
    if (!isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [isPlaceholderData, page, totalPages, setPage]);

  const goToPage = (next: number) => {
    setPage(next);
    // Move to the top of the results, and tell screen readers where they are.
    resultsHeading.current?.focus();
  };

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('list.title')}</h1>
        <p className="text-muted">{t('list.intro')}</p>
      </header>
      <AuctionFilters initial={filters} onApply={applyFilters} onClear={clearFilters} />
      {isPending ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <section aria-labelledby="auction-results" className="flex flex-col gap-6">
          <p
            id="auction-results"
            ref={resultsHeading}
            tabIndex={-1}
            aria-live="polite"
            className="scroll-mt-24 text-sm font-semibold text-muted focus:outline-none"
          >
            {t('list.showing', { shown: auctions.length, total })}
            {isPlaceholderData ? <span className="sr-only"> {t('list.updating')}</span> : null}
          </p>
          {auctions.length === 0 ? (
            <EmptyState icon={SearchX} title={t('messages:noAuctionsMatching')} />
          ) : (
            <ul
              aria-busy={isPlaceholderData}
              className={cx(
                'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 transition-opacity',
                isPlaceholderData && 'opacity-60',
              )}
            >
              {auctions.map((auction) => (
                <li key={auction.id}>
                  <AuctionCard auction={auction} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} />
        </section>
      )}
      {banner}
    </Container>
  );
}
