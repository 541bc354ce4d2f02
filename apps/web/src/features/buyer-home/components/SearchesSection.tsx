import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { savedSearchesQueryOptions } from '../../../lib/api/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { EmptyNote, HomeSection, linkClasses, rowClasses } from './HomeSection.tsx';

/** Saved searches with how often each mails, each a link that runs it. */
export function SearchesSection() {
  const { t } = useTranslation('buyer-home');
  const { data, isPending, isError } = useQuery(savedSearchesQueryOptions());
  const searches = data?.savedSearches ?? [];
  return (
    <HomeSection
      id="home-searches"
      title={t('searches.title')}
      more={searches.length > 0 ? { to: paths.alerts, label: t('searches.manage') } : undefined}
    >
      {isPending ? (
        <Spinner label={t('loading')} />
      ) : isError || searches.length === 0 ? (
        <EmptyNote text={t('searches.empty')} action={{ to: paths.auctions, label: t('searches.find') }} />
      ) : (
        <ul className="flex flex-col gap-3">
          {searches.map((search) => (
            <li key={search.id} className={rowClasses}>
              <Link
                to={`${paths.auctions}${search.query ? `?${search.query}` : ''}`}
                className={linkClasses}
                aria-label={t('searches.run', { name: search.name })}
              >
                {search.name}
              </Link>
              <p className="text-sm text-muted">{t(`frequency.${search.frequency}`)}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
