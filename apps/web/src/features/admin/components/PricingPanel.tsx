import { Navigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePricingConfig } from '../api/pricing-config.ts';
import { PricingForm } from './PricingForm.tsx';

/**
 * Spec 001 §2 Admin dashboard → Pricing (superadmins only). The tab is hidden from other admins;
 * one who reaches the panel anyway (a typed address) is sent back to /admin, as the spec says.
 */
export function PricingPanel() {
  const { t } = useTranslation(['admin-pricing', 'messages']);
  const { isSuperAdmin, isLoading } = useSession();
  const query = usePricingConfig({ enabled: isSuperAdmin });

  if (isLoading) return <Spinner label={t('loading')} />;
  if (!isSuperAdmin) return <Navigate to={paths.admin} replace />;
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error" className="self-stretch">
          {t('messages:pricingLoadFailed')}
        </Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  return <PricingForm pricing={query.data} />;
}
