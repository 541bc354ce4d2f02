import { BookOpen, Gavel, Megaphone, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../components/Container.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { usePrices } from '../api/get-prices.ts';
import { AdvertiseHero } from '../components/AdvertiseHero.tsx';
import { BannerSizes } from '../components/BannerSizes.tsx';
import { copyValues } from '../components/copy-values.ts';
import { GetStarted } from '../components/GetStarted.tsx';
import { Price } from '../components/Price.tsx';
import { ProductSection } from '../components/ProductSection.tsx';
import { ServiceTypes } from '../components/ServiceTypes.tsx';

interface AdvertisePageProps {
  /** The inline login form for visitors (spec 000 §2), from the auth feature; the router composes it. */
  loginForm: ReactNode;
  /** The newsletter sign-up (source 'advertise'), from the newsletter feature; the router composes it. */
  newsletter?: ReactNode;
  /** Issue 27: what a signed-in buyer is offered instead, the upgrade form of the users feature. */
  upgradeForm?: ReactNode;
}

/** /advertise (spec 000 §2): the three paid products with their live prices, and how to start. */
export function AdvertisePage({ loginForm, newsletter, upgradeForm }: AdvertisePageProps) {
  const { t } = useTranslation('advertise');
  const { pricing, isLoading } = usePrices();
  const points = (key: string): string[] => {
    const value: unknown = t(key, { returnObjects: true, ...copyValues });
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  };

  return (
    <>
      <AdvertiseHero />
      <Container className="grid gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <section aria-labelledby="advertise-products" className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-3">
            <h2
              id="advertise-products"
              className="text-2xl font-bold tracking-tight text-primary sm:text-3xl"
            >
              {t('products.heading')}
            </h2>
            <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary">
              <Receipt aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{t('products.taxNote')}</span>
            </p>
          </div>
          <ProductSection
            icon={Gavel}
            title={t('auction.title')}
            lead={t('auction.lead')}
            price={
              <Price cents={pricing.auctionListing.price} unit={t('auction.unit')} isLoading={isLoading} />
            }
            points={points('auction.points')}
          />
          <ProductSection
            icon={BookOpen}
            title={t('directory.title')}
            lead={t('directory.lead')}
            price={
              <Price
                cents={pricing.directoryListing.annual}
                unit={t('directory.unit')}
                isLoading={isLoading}
              />
            }
            points={points('directory.points')}
          >
            <ServiceTypes />
          </ProductSection>
          <ProductSection
            icon={Megaphone}
            title={t('banner.title')}
            lead={t('banner.lead', copyValues)}
            details={<BannerSizes bannerAds={pricing.bannerAds} isLoading={isLoading} />}
            points={points('banner.points')}
          />
          {newsletter}
        </section>
        {/* Below the sticky header (about 120 px high on wide screens). */}
        <div className="lg:sticky lg:top-36">
          <GetStarted loginForm={loginForm} upgradeForm={upgradeForm} />
        </div>
      </Container>
    </>
  );
}
