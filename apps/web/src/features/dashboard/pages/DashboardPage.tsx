import type { User } from '@mariner/contracts';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { isErrorNotice, readNotice } from '../../../lib/redirect.ts';
import { DashboardCards } from '../components/DashboardCards.tsx';
import { RolePrompts } from '../components/RolePrompts.tsx';

interface DashboardPageProps {
  user: User;
  /** The seller's auctions section (counts, list, Create Auction), composed in by the router. */
  auctions?: ReactNode;
  /** The advertiser's latest banner ads with their numbers (spec 000 §2), from the banners feature. */
  banners?: ReactNode;
}

/**
 * Spec 000 §2 Dashboard: a welcome, the message the previous screen passed along, the role
 * prompts, the account cards and the sections other features hand in. The router hands in the
 * signed-in user (RequireAuth guarantees one), so this feature does not reach into auth.
 */
export function DashboardPage({ user, auctions, banners }: DashboardPageProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const [noticeIsError] = useState(() => isErrorNotice(location.state));

  const dismissNotice = () => {
    setNotice(null);
    // Drop it from history too, so a reload does not show it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <Container className="flex flex-col gap-8 py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
          {t('welcome', { firstName: user.firstName })}
        </h1>
        <p className="mt-2 text-muted">{t('intro')}</p>
      </div>
      {notice ? (
        <Alert
          tone={noticeIsError ? 'error' : 'success'}
          dismissLabel={t('common:dismiss')}
          onDismiss={dismissNotice}
        >
          {notice}
        </Alert>
      ) : null}
      <RolePrompts user={user} />
      <DashboardCards />
      {auctions}
      {banners}
    </Container>
  );
}
