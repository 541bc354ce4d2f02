import type { User } from '@mariner/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { readNotice } from '../../../lib/redirect.ts';
import { DashboardCards } from '../components/DashboardCards.tsx';
import { RolePrompts } from '../components/RolePrompts.tsx';

/**
 * Spec 000 §2 Dashboard, the part that exists before auctions and banners: a welcome, the message
 * the previous screen passed along, the account cards and the role prompts. The router hands in
 * the signed-in user (RequireAuth guarantees one), so this feature does not reach into auth.
 */
export function DashboardPage({ user }: { user: User }) {
  const { t } = useTranslation(['dashboard', 'common']);
  useDocumentTitle(t('title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));

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
        <Alert tone="success" dismissLabel={t('common:dismiss')} onDismiss={dismissNotice}>
          {notice}
        </Alert>
      ) : null}
      <RolePrompts user={user} />
      <DashboardCards />
    </Container>
  );
}
