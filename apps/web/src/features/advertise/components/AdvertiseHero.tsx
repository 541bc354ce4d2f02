import { Link } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { GET_STARTED_ID } from './GetStarted.tsx';

// The shared button's white variants do not sit on navy; these keep its shape with the hero's colours.
const heroButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg px-6 py-3 font-semibold text-white ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foam';

/** The page's promise, in the home page's navy with its wave, so the two read as one site. */
export function AdvertiseHero() {
  const { t } = useTranslation('advertise');
  return (
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
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('hero.heading')}
        </h1>
        <p className="max-w-2xl text-lg text-white/85">{t('hero.text')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* A plain in-page anchor: the panel is further down on phones. */}
          <a href={`#${GET_STARTED_ID}`} className={cx(heroButton, 'bg-accent hover:bg-accent-hover')}>
            {t('hero.getStarted')}
          </a>
          <Link to={paths.pricing} className={cx(heroButton, 'border border-white/50 hover:bg-white/10')}>
            {t('hero.pricing')}
          </Link>
        </div>
      </Container>
    </section>
  );
}
