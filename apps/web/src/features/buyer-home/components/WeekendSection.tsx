import type { User } from '@mariner/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { auctionsQueryOptions } from '../../../lib/api/auctions.ts';
import { formatDateTime, formatDistance } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { townPlaceOptions, weekendQuery } from '../home-queries.ts';
import { EmptyNote, HomeSection, linkClasses, rowClasses } from './HomeSection.tsx';

/** The list's address showing the same search, with the weekend chip on (issue 28's `when`). */
function listAddress(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of ['near', 'location', 'startDateFrom', 'startDateTo'] as const) {
    const value = query[key];
    if (typeof value === 'string' && value) params.set(key, value);
  }
  params.set('when', 'weekend');
  return `${paths.auctions}?${params.toString()}`;
}

/** "This weekend near you": near the profile's town, else in its province, else everywhere. */
export function WeekendSection({ user, now }: { user: User; now: Date }) {
  const { t } = useTranslation('buyer-home');
  const hasTown = Boolean(user.town?.trim());
  const place = useQuery({ ...townPlaceOptions(user), enabled: hasTown });
  const placeSettled = !hasTown || place.isSuccess || place.isError;
  const query = weekendQuery(user, place.data ?? null, now);
  const list = useQuery({ ...auctionsQueryOptions(query), enabled: placeSettled });
  const auctions = list.data?.auctions ?? [];
  const where = place.data?.name ?? user.province ?? null;

  return (
    <HomeSection
      id="home-weekend"
      title={where ? t('weekend.titleNear', { place: where }) : t('weekend.title')}
      more={auctions.length > 0 ? { to: listAddress(query), label: t('weekend.all') } : undefined}
    >
      {!placeSettled || list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError || auctions.length === 0 ? (
        <EmptyNote text={t('weekend.empty')} action={{ to: paths.calendar, label: t('weekend.calendar') }} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {auctions.map((auction) => (
            <li key={auction.id} className={rowClasses}>
              <Link to={paths.auction(auction.id)} className={linkClasses}>
                {auction.title}
              </Link>
              <p className="text-sm text-ink">{formatDateTime(auction.auctionStartDate, auction.timeZone)}</p>
              <p className="text-sm text-muted">
                {auction.distanceKm === undefined
                  ? auction.location
                  : t('weekend.away', { place: auction.location, km: formatDistance(auction.distanceKm) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {hasTown ? null : (
        <p className="text-sm text-muted">
          {t('weekend.setTown')}{' '}
          <Link to={paths.profileEdit} className={linkClasses}>
            {t('weekend.editProfile')}
          </Link>
        </p>
      )}
    </HomeSection>
  );
}
