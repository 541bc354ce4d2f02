import { isAuctioneer, type User } from '@mariner/contracts';
import { PAGE_SIZES } from '@mariner/contracts/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMyBanners } from '../api/banners-api.ts';
import { BannerRow } from './BannerRow.tsx';
import { bannerStats } from './banner-stats.ts';

/**
 * Spec 000 §2 Dashboard: the latest 3 banner ads with their stats, for advertisers other than
 * auctioneers (spec 000 §6). Nothing for the others.
 */
export function LatestBanners({ user }: { user: Pick<User, 'role' | 'advertiserType'> }) {
  if (!user.advertiserType || isAuctioneer(user)) return null;
  return <LatestBannersSection />;
}

function LatestBannersSection() {
  const { t } = useTranslation(['banners', 'messages']);
  const banners = useMyBanners();
  const list = banners.data ?? [];
  const latest = [...list]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, PAGE_SIZES.dashboardBannerPreview);
  const stats = bannerStats(list);

  return (
    <section aria-labelledby="latest-banners" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-banners" className="text-xl font-bold text-primary">
          {t('latest.title')}
        </h2>
        <Link
          to={paths.bannerAds}
          className="text-sm font-semibold text-primary underline underline-offset-4"
        >
          {t('latest.viewAll')}
        </Link>
      </div>
      <p className="text-sm text-muted">
        {t('latest.summary', {
          active: stats.active,
          underReview: stats.underReview,
          expired: stats.expired,
        })}
      </p>
      {banners.isPending ? null : latest.length === 0 ? (
        <p className="text-muted">{t('messages:noBannerAds')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {latest.map((banner) => (
            <BannerRow key={banner.id} banner={banner} />
          ))}
        </ul>
      )}
    </section>
  );
}
