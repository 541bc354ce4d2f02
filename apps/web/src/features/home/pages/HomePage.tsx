import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { BannerPlaceholder } from '../components/BannerPlaceholder.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CategoryChips } from '../components/CategoryChips.tsx';
import { HeroSearch } from '../components/HeroSearch.tsx';
import { SidebarBanners } from '../components/SidebarBanners.tsx';
import { WelcomeModal } from '../components/WelcomeModal.tsx';

const heroLink =
  'rounded-sm font-semibold text-white underline underline-offset-4 hover:text-foam focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foam';

interface HomePageProps {
  /** The featured auctions (spec 000 §2), from the auctions feature; the router composes them. */
  featured: ReactNode;
  /**
   * The top banner slot (spec 000 §2), from the banners feature: given the grey placeholder, it
   * shows the served leaderboard or falls back to the placeholder. Without it, the placeholder.
   */
  topBanner?: (placeholder: ReactNode) => ReactNode;
  /** Likewise for the second leaderboard (the answer's featuredBanner), under the featured auctions. */
  featuredBanner?: (placeholder: ReactNode) => ReactNode;
  /** Likewise for sidebar slot `slot` (0, 1, 2). */
  sidebarBanner?: (slot: number, placeholder: ReactNode) => ReactNode;
}

export function HomePage({ featured, topBanner, featuredBanner, sidebarBanner }: HomePageProps) {
  const { t } = useTranslation('home');

  return (
    <>
      <WelcomeModal />
      <section className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-[#0d4a63] text-white">
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-16 w-full text-sand"
          viewBox="0 0 1440 64"
          preserveAspectRatio="none"
        >
          <path fill="currentColor" d="M0 40c240 28 480 28 720 0s480-28 720 0v24H0z" />
        </svg>
        <Container className="relative flex flex-col gap-6 pt-14 pb-24 sm:pt-20 sm:pb-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-foam">{t('hero.eyebrow')}</p>
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('hero.heading')}
          </h1>
          <p className="max-w-2xl text-lg text-white/85">{t('hero.text')}</p>
          <HeroSearch />
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to={paths.auctions} className={heroLink}>
              {t('hero.browseAll')}
            </Link>
            <Link to={paths.calendar} className={heroLink}>
              {t('hero.calendar')}
            </Link>
          </p>
        </Container>
      </section>
      <Container className="flex flex-col gap-12 py-10 sm:py-12">
        <aside aria-label={t('banners.topLabel')}>
          {topBanner ? (
            topBanner(<BannerPlaceholder size="LEADERBOARD" />)
          ) : (
            <BannerPlaceholder size="LEADERBOARD" />
          )}
        </aside>
        {/* The featured auctions beside a banner column of about 300 px (spec 000 §9); stacked on phones. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
          <div className="min-w-0">{featured}</div>
          <SidebarBanners renderSlot={sidebarBanner} />
        </div>
        {/*
          The second leaderboard of HOMEPAGE_FEATURED (never the top one): full width between the
          featured auctions and the categories, where it breaks the page without pushing auctions down.
        */}
        <aside aria-label={t('banners.featuredLabel')}>
          {featuredBanner ? (
            featuredBanner(<BannerPlaceholder size="LEADERBOARD" />)
          ) : (
            <BannerPlaceholder size="LEADERBOARD" />
          )}
        </aside>
        <CategoryChips />
        <CallToAction />
      </Container>
    </>
  );
}
