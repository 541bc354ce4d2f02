import type { User } from '@mariner/contracts';
import { ArrowRight, Gavel, LayoutDashboard, type LucideIcon, Megaphone, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

interface Action {
  key: 'createListing' | 'createBanner' | 'dashboard' | 'profileEdit';
  to: string;
  icon: LucideIcon;
}

/** Spec 000 §2 Advertise, signed in; the directory profile only for users with an advertiserType. */
export function SignedInLinks({ user }: { user: User }) {
  const { t } = useTranslation('advertise');
  const actions: Action[] = [
    { key: 'createListing', to: paths.createListing, icon: Gavel },
    { key: 'createBanner', to: paths.createBanner, icon: Megaphone },
    { key: 'dashboard', to: paths.dashboard, icon: LayoutDashboard },
  ];
  if (user.advertiserType) actions.push({ key: 'profileEdit', to: paths.profileEdit, icon: UserPen });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('getStarted.signedInIntro', { name: user.firstName })}</p>
      <ul className="flex flex-col gap-2">
        {actions.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex min-h-12 items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-primary transition-colors hover:border-accent hover:bg-accent-soft"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
              <span className="flex-1">{t(`getStarted.${key}`)}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
