import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { followsQueryOptions } from '../../../lib/api/alerts.ts';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { EmptyNote, HomeSection, linkClasses, rowClasses } from './HomeSection.tsx';

/** Followed auctioneers, each with their next sale (or word that none is announced). */
export function FollowsSection() {
  const { t } = useTranslation('buyer-home');
  const { data, isPending, isError } = useQuery(followsQueryOptions());
  const follows = data?.follows ?? [];
  return (
    <HomeSection
      id="home-follows"
      title={t('follows.title')}
      more={follows.length > 0 ? { to: paths.alerts, label: t('follows.manage') } : undefined}
    >
      {isPending ? (
        <Spinner label={t('loading')} />
      ) : isError || follows.length === 0 ? (
        <EmptyNote
          text={t('follows.empty')}
          action={{ to: paths.directoryAuctioneers, label: t('follows.find') }}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {follows.map((follow) => (
            <li key={follow.sellerId} className={rowClasses}>
              <Link to={paths.directoryListing(follow.sellerId)} className={linkClasses}>
                {follow.companyName ?? t('follows.unnamed')}
              </Link>
              {follow.nextSale ? (
                <p className="text-sm text-ink">
                  {t('follows.next')}{' '}
                  <Link to={paths.auction(follow.nextSale.id)} className={linkClasses}>
                    {follow.nextSale.title}
                  </Link>
                  {' — '}
                  {formatDateTime(follow.nextSale.auctionStartDate, follow.nextSale.timeZone)}
                </p>
              ) : (
                <p className="text-sm text-muted">{t('follows.noNext')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
