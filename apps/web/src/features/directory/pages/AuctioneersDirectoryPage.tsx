import { Container } from '../../../components/Container.tsx';
import { auctioneersQueryOptions } from '../../../lib/api/directory.ts';
import { fixedHead } from '../../../lib/head.ts';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import type { PageLoader } from '../../../lib/route-module.ts';
import { useAuctioneers } from '../api/get-auctioneers.ts';
import { DirectoryFilters } from '../components/DirectoryFilters.tsx';
import { DirectoryResults } from '../components/DirectoryResults.tsx';
import { GetListedCallout } from '../components/GetListedCallout.tsx';
import { auctioneersQueryOf, useDirectorySearch } from '../hooks/use-directory-search.ts';

/** Spec 001 §2 /directory/auctioneers: search in the URL, 12 a page, cards, the call to action. */
export function AuctioneersDirectoryPage() {
  const { t } = useTranslation('directory');
  const { filters, page, params, applyFilters, clearFilters, setPage } = useDirectorySearch();
  const query = useAuctioneers(auctioneersQueryOf(params));

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('auctioneers.title')}</h1>
        <p className="text-muted">{t('auctioneers.intro')}</p>
      </header>
      <DirectoryFilters
        label={t('filters.auctioneersLabel')}
        initial={filters}
        onApply={applyFilters}
        onClear={clearFilters}
      />
      <DirectoryResults
        entries={query.data?.auctioneers}
        pagination={query.data?.pagination}
        isPending={query.isPending}
        isError={query.isError}
        isPlaceholderData={query.isPlaceholderData}
        page={page}
        setPage={setPage}
        loadingLabel={t('auctioneers.loading')}
        emptyText={<TextOnDemand namespace="messages" name="noAuctioneersFound" />}
      />
      <GetListedCallout
        title={t('auctioneers.ctaTitle')}
        text={t('auctioneers.ctaText')}
        action={t('auctioneers.ctaAction')}
      />
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['directory'];

export const head = fixedHead('directoryAuctioneers');

export const loader: PageLoader = ({ url, queryClient }) => [
  queryClient.prefetchQuery(auctioneersQueryOptions(auctioneersQueryOf(url.searchParams))),
];
