import { Container } from '../../../components/Container.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { UpgradeForm } from './UpgradeForm.tsx';

/**
 * Issue 27 item 5: what a buyer sees on "List your auction" and "Advertise" (creating an auction, a
 * banner or a directory listing) instead of a refusal: the upgrade, after which the form they asked
 * for takes its place (app/guards.tsx RequireSeller, which also names the tab), with everything they
 * saved kept.
 */
export function SellerUpgradePanel() {
  const { t } = useTranslation(['profile', 'messages']);
  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
            {t('upgrade.pageTitle')}
          </h1>
          <p className="mt-2 text-muted">{t('upgrade.pageIntro')}</p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-8">
          <UpgradeForm />
        </div>
      </div>
    </Container>
  );
}
