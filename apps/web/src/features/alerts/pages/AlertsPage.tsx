import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import {
  useDeleteSavedSearch,
  useFollows,
  useSavedSearches,
  useSetFollowFor,
  useUpdateSavedSearch,
} from '../api/alerts.ts';
import { FrequencySelect } from '../components/FrequencySelect.tsx';

const linkClasses =
  'rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const removeClasses =
  'rounded-sm text-sm font-semibold text-danger hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger';

/** Issue 17 §5–6 (/dashboard/alerts): one's saved searches and followed auctioneers, each editable. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const searches = useSavedSearches();
  const followed = useFollows();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const setFollow = useSetFollowFor();
  const failure = update.error ?? remove.error ?? setFollow.error;

  if (searches.isPending || followed.isPending) return <Spinner label={t('page.loading')} />;
  const savedSearches = searches.data?.savedSearches ?? [];
  const follows = followed.data?.follows ?? [];

  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('page.title')}</h1>
        <p className="text-muted">{t('page.intro')}</p>
      </header>
      {failure ? <Alert tone="error">{errorMessage(failure, t('page.failed'))}</Alert> : null}

      <section aria-labelledby="saved-searches" className="flex flex-col gap-4">
        <h2 id="saved-searches" className="text-xl font-bold text-primary">
          {t('page.searches')}
        </h2>
        {savedSearches.length === 0 ? (
          <EmptyState icon={BellOff} title={t('page.noSearches')}>
            <Link to={paths.auctions} className={linkClasses}>
              {t('page.findAuctions')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {savedSearches.map((search) => (
              <li
                key={search.id}
                className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end"
              >
                <div className="flex flex-col gap-1">
                  <Link
                    to={`${paths.auctions}${search.query ? `?${search.query}` : ''}`}
                    className={linkClasses}
                  >
                    {search.name}
                  </Link>
                  <button
                    type="button"
                    className={`${removeClasses} self-start`}
                    onClick={() => remove.mutate(search.id)}
                  >
                    {t('page.delete', { name: search.name })}
                  </button>
                </div>
                <FrequencySelect
                  label={t('page.frequencyOf', { name: search.name })}
                  value={search.frequency}
                  disabled={update.isPending}
                  onChange={(frequency) => update.mutate({ id: search.id, frequency })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="followed" className="flex flex-col gap-4">
        <h2 id="followed" className="text-xl font-bold text-primary">
          {t('page.follows')}
        </h2>
        {follows.length === 0 ? (
          <p className="text-muted">{t('page.noFollows')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {follows.map((follow) => {
              const name = follow.companyName ?? t('page.unnamed');
              return (
                <li
                  key={follow.sellerId}
                  className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end"
                >
                  <div className="flex flex-col gap-1">
                    <Link to={paths.directoryListing(follow.sellerId)} className={linkClasses}>
                      {name}
                    </Link>
                    <button
                      type="button"
                      className={`${removeClasses} self-start`}
                      onClick={() => setFollow.mutate({ sellerId: follow.sellerId, change: null })}
                    >
                      {t('follow.stop', { company: name })}
                    </button>
                  </div>
                  <FrequencySelect
                    label={t('page.frequencyOf', { name })}
                    value={follow.frequency}
                    disabled={setFollow.isPending}
                    onChange={(frequency) =>
                      setFollow.mutate({ sellerId: follow.sellerId, change: { frequency } })
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['alerts'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('alerts:page.title');
