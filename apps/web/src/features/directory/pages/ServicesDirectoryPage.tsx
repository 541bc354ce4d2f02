import { Container } from '../../../components/Container.tsx';
import { servicesQueryOptions } from '../../../lib/api/directory.ts';
import { fixedHead } from '../../../lib/head.ts';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import type { PageLoader } from '../../../lib/route-module.ts';
import { useServices } from '../api/get-services.ts';
import { DirectoryFilters } from '../components/DirectoryFilters.tsx';
import { DirectoryResults } from '../components/DirectoryResults.tsx';
import { GetListedCallout } from '../components/GetListedCallout.tsx';
import { servicesQueryOf, useDirectorySearch } from '../hooks/use-directory-search.ts';

/**
 * Spec 001 §2 /directory/services: search and a Service type select (every advertiser type but
 * AUCTIONEER, by its display name) in the URL, 12 a page, cards, the call to action.
 */
export function ServicesDirectoryPage() {
  const { t } = useTranslation('directory');
  const { filters, page, params, applyFilters, clearFilters, setPage } = useDirectorySearch();
  const query = useServices(servicesQueryOf(params));

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('services.title')}</h1>
        <p className="text-muted">{t('services.intro')}</p>
      </header>
      <DirectoryFilters
        label={t('filters.servicesLabel')}
        initial={filters}
        withServiceType
        onApply={applyFilters}
        onClear={clearFilters}
      />
      <DirectoryResults
        entries={query.data?.services}
        pagination={query.data?.pagination}
        isPending={query.isPending}
        isError={query.isError}
        isPlaceholderData={query.isPlaceholderData}
        page={page}
        setPage={setPage}
        loadingLabel={t('services.loading')}
        emptyText={<TextOnDemand namespace="messages" name="noServicesFound" />}
        showType
      />
      <GetListedCallout
        title={t('services.ctaTitle')}
        text={t('services.ctaText')}
        action={t('services.ctaAction')}
      />
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['directory'];

export const head = fixedHead('directoryServices');

export const loader: PageLoader = ({ url, queryClient }) => [
  queryClient.prefetchQuery(servicesQueryOptions(servicesQueryOf(url.searchParams))),
];
