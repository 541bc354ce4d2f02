import { Gavel, Megaphone } from 'lucide-react';
import { ButtonLink } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

/** Spec 000 §2 Home: a call to list an auction or to advertise. */
export function CallToAction() {
  const { t } = useTranslation('home');
  const cards = [
    { key: 'list', icon: Gavel, to: paths.createListing },
    { key: 'advertise', icon: Megaphone, to: paths.advertise },
  ] as const;

  return (
    <section aria-labelledby="home-cta" className="flex flex-col gap-4">
      <h2 id="home-cta" className="text-2xl font-bold tracking-tight text-primary">
        {t('cta.heading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {cards.map(({ key, icon: Icon, to }) => (
          <div
            key={key}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-9 text-accent" />
            <h3 className="text-lg font-bold text-primary">{t(`cta.${key}Title`)}</h3>
            <p className="flex-1 text-muted">{t(`cta.${key}Text`)}</p>
            <ButtonLink to={to} variant={key === 'list' ? 'primary' : 'navy'} className="self-start">
              {t(`cta.${key}Action`)}
            </ButtonLink>
          </div>
        ))}
      </div>
    </section>
  );
}
