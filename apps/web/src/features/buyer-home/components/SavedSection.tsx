import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { upcomingSavedQueryOptions } from '../../../lib/api/saved.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { HOME_SAVED_LIMIT, type SaleTiming, saleTiming } from '../home-queries.ts';
import { EmptyNote, HomeSection, linkClasses, rowClasses } from './HomeSection.tsx';

const BADGES: Record<Exclude<SaleTiming, 'upcoming'>, string> = {
  endsSoon: 'bg-accent-soft text-accent-strong',
  ended: 'bg-sand text-muted',
};

/** Saved auctions, the sales still to come first; "Ends soon" within 48 hours, ended ones last. */
export function SavedSection({ now }: { now: Date }) {
  const { t } = useTranslation('buyer-home');
  const { data, isPending, isError } = useQuery(upcomingSavedQueryOptions(HOME_SAVED_LIMIT));
  const auctions = data?.auctions ?? [];
  const total = data?.pagination.total ?? 0;
  return (
    <HomeSection
      id="home-saved"
      title={t('saved.title')}
      more={total > 0 ? { to: paths.savedAuctions, label: t('saved.all', { count: total }) } : undefined}
    >
      {isPending ? (
        <Spinner label={t('loading')} />
      ) : isError || auctions.length === 0 ? (
        <EmptyNote text={t('saved.empty')} action={{ to: paths.auctions, label: t('saved.browse') }} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {auctions.map((auction) => {
            const timing = saleTiming(auction.auctionEndDate, now);
            return (
              <li key={auction.id} className={cx(rowClasses, timing === 'ended' && 'opacity-80')}>
                <Link to={paths.auction(auction.id)} className={linkClasses}>
                  {auction.title}
                </Link>
                <p className="text-sm text-ink">
                  {timing === 'ended'
                    ? t('saved.endedOn', { date: formatDateTime(auction.auctionEndDate, auction.timeZone) })
                    : t('saved.starts', { date: formatDateTime(auction.auctionStartDate, auction.timeZone) })}
                </p>
                <p className="text-sm text-muted">{auction.location}</p>
                {timing === 'upcoming' ? null : (
                  <p
                    className={cx(
                      'self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      BADGES[timing],
                    )}
                  >
                    {timing === 'endsSoon'
                      ? t('saved.endsSoon', {
                          date: formatDateTime(auction.auctionEndDate, auction.timeZone),
                        })
                      : t('saved.ended')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
