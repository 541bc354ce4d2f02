import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { readNotice } from '../../../lib/redirect.ts';
import { useDeleteBanner, useMyBanners, useResubmitBanner } from '../api/banners-api.ts';
import { BannerRow } from '../components/BannerRow.tsx';
import { BannerStatsPanel } from '../components/BannerStatsPanel.tsx';
import { bannerStats } from '../components/banner-stats.ts';
import { PlacementGuide } from '../components/PlacementGuide.tsx';

/** Spec 001 §2 Banner ads dashboard: stats, placement guide, the list, delete, Create. */
export function BannerAdsPage() {
  const { t } = useTranslation(['banners', 'messages', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const [failure, setFailure] = useState<string | null>(null);
  const banners = useMyBanners();
  const deleteBanner = useDeleteBanner();
  const resubmitBanner = useResubmitBanner();

  const list = banners.data ?? [];
  const stats = bannerStats(list);

  const onDelete = (id: string) => {
    setFailure(null);
    deleteBanner.mutate(id, {
      onError: (error) => setFailure(errorMessage(error, t('messages:bannerDeleteFailed'))),
    });
  };

  const onResubmit = (id: string) => {
    setFailure(null);
    resubmitBanner.mutate(id, {
      onError: (error) => setFailure(errorMessage(error, t('list.resubmitFailed'))),
    });
  };

  const dismissNotice = () => {
    setNotice(null);
    void navigate(location.pathname, { replace: true, state: null });
  };

  return (
    <Container className="flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('list.title')}</h1>
          <p className="mt-2 text-muted">{t('list.intro')}</p>
        </div>
        <ButtonLink to={paths.createBanner}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.create')}
        </ButtonLink>
      </div>
      {notice ? (
        <Alert tone="success" dismissLabel={t('common:dismiss')} onDismiss={dismissNotice}>
          {notice}
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ['active', stats.active],
            ['underReview', stats.underReview],
            ['expired', stats.expired],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-2xl border border-line bg-white p-5">
            <dt className="text-sm text-muted">{t(`stats.${key}`)}</dt>
            <dd className="mt-1 text-3xl font-bold text-primary" data-testid={`stat-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <PlacementGuide />
      <section aria-labelledby="my-banners" className="flex flex-col gap-4">
        <h2 id="my-banners" className="text-lg font-bold text-primary">
          {t('list.yours')}
        </h2>
        {banners.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : banners.isError ? (
          <Alert tone="error">{t('list.loadFailed')}</Alert>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center">
            <p className="font-semibold text-ink">{t('messages:noBannerAds')}</p>
            <ButtonLink to={paths.createBanner} variant="secondary">
              {t('list.createFirst')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {list.map((banner) => (
              <BannerRow
                key={banner.id}
                banner={banner}
                deleting={deleteBanner.isPending && deleteBanner.variables === banner.id}
                onDelete={() => onDelete(banner.id)}
                resubmitting={resubmitBanner.isPending && resubmitBanner.variables === banner.id}
                onResubmit={() => onResubmit(banner.id)}
                details={
                  // A banner not yet paid has never been shown: nothing to count.
                  banner.status === 'AWAITING_PAYMENT' ? undefined : (
                    <BannerStatsPanel bannerId={banner.id} name={banner.advertiserName} />
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['banners', 'charts', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('banners:list.title');
