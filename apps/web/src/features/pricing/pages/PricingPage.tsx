import { BookOpen, Gavel, Megaphone, Receipt } from 'lucide-react';
import { Container } from '../../../components/Container.tsx';
import { pricingQueryOptions } from '../../../lib/api/pricing.ts';
import { fixedHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import type { PageLoader } from '../../../lib/route-module.ts';
import { usePricing } from '../api/get-pricing.ts';
import { BannerSizes } from '../components/BannerSizes.tsx';
import { CreateAction } from '../components/CreateAction.tsx';
import { copyStrings, pricingCopyValues } from '../components/copy.ts';
import { GettingStarted } from '../components/GettingStarted.tsx';
import { PricingCard } from '../components/PricingCard.tsx';
import { PricingFaq } from '../components/PricingFaq.tsx';
import { visibleFeatures } from '../components/visible-features.ts';

/** /pricing (spec 001 §2): the three paid products with their prices, how to start, and the FAQ. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const { pricing, isLoading } = usePricing();
  const { bannerAds } = pricing;
  const lowestBanner = Math.min(bannerAds.LEADERBOARD.monthly, bannerAds.SQUARE.monthly);

  return (
    <Container className="flex flex-col gap-12 py-8 sm:gap-16 sm:py-12">
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-primary sm:text-4xl">
          {t('title')}
        </h1>
        <p className="text-lg text-muted">{t('lead')}</p>
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-left text-sm text-primary">
          <Receipt aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t('taxNote')}</span>
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <PricingCard
          icon={Gavel}
          title={t('auction.title')}
          summary={t('auction.summary', pricingCopyValues)}
          priceCents={pricing.auctionListing.price}
          priceUnit={t('perListing')}
          isLoading={isLoading}
          features={visibleFeatures(pricing.auctionListing.features)}
          action={<CreateAction to={paths.createListing} label={t('auction.action')} />}
        />
        <PricingCard
          icon={Megaphone}
          title={t('banner.title')}
          summary={t('banner.summary', pricingCopyValues)}
          priceCents={lowestBanner}
          pricePrefix={t('from')}
          priceUnit={t('perMonth')}
          isLoading={isLoading}
          details={<BannerSizes bannerAds={bannerAds} isLoading={isLoading} />}
          features={copyStrings(t, 'banner.features')}
          action={<CreateAction to={paths.createBanner} label={t('banner.action')} />}
        />
        <PricingCard
          icon={BookOpen}
          title={t('directory.title')}
          summary={t('directory.summary', pricingCopyValues)}
          priceCents={pricing.directoryListing.annual}
          priceUnit={t('perYear')}
          isLoading={isLoading}
          features={visibleFeatures(pricing.directoryListing.features)}
          action={<CreateAction to={paths.createDirectoryListing} label={t('directory.action')} />}
        />
      </div>

      <GettingStarted />
      <PricingFaq />
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['pricing'];

export const head = fixedHead('pricing');

export const loader: PageLoader = ({ queryClient }) => [queryClient.prefetchQuery(pricingQueryOptions())];
