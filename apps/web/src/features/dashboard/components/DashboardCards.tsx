import { Bell, ChevronRight, CreditCard, FileText, Heart, type LucideIcon, Tag, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

const cards = (): { to: string; key: string; icon: LucideIcon }[] => [
  { to: paths.profileEdit, key: 'editProfile', icon: UserPen },
  { to: paths.pricing, key: 'pricing', icon: Tag },
  { to: paths.profile, key: 'paymentMethods', icon: CreditCard },
  { to: paths.invoices, key: 'invoices', icon: FileText },
  // Ours: the spec names /saved-auctions but no link leads there; the dashboard is where a user looks.
  { to: paths.savedAuctions, key: 'savedAuctions', icon: Heart },
  // Issue 17: saved searches and followed auctioneers.
  { to: paths.alerts, key: 'alerts', icon: Bell },
];

/** Spec 000 §2 Dashboard: cards to profile edit, pricing, payment methods and invoices (and saved auctions). */
export function DashboardCards() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-cards">
      <h2 id="dashboard-cards" className="sr-only">
        {t('cardsLabel')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-3">
        {cards().map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:border-accent hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex items-center justify-between gap-2 text-base font-bold text-primary">
                {t(`cards.${key}.title`)}
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-muted transition group-hover:translate-x-0.5 group-hover:text-accent"
                />
              </span>
              <span className="text-sm text-muted">{t(`cards.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
