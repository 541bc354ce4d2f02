import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { cx } from '../../../lib/cx.ts';
import { fixedHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { pageColumnClasses } from '../components/styles.ts';

interface TermsPageProps {
  /** Issue 16 §5: for a Quebec advertiser reading the French terms, where the English ones are. */
  englishVersionHref?: string | undefined;
}

/** /terms: the Terms of Service, effective LEGAL_EFFECTIVE_DATE; the copy is the `terms` namespace. */
export function TermsPage({ englishVersionHref }: TermsPageProps) {
  const { t } = useTranslation('terms');
  return (
    <>
      {englishVersionHref ? (
        <div className={cx(pageColumnClasses, 'pt-8 sm:pt-12')}>
          <Alert tone="info">
            {t('quebecFirst')}{' '}
            <Link
              to={englishVersionHref}
              lang="en"
              hrefLang="en-CA"
              className="font-semibold underline underline-offset-2"
            >
              {t('englishVersion')}
            </Link>
          </Alert>
        </div>
      ) : null}
      <LegalDocument copy={t} />
    </>
  );
}

/** The page's head: its fixed title and description (contracts' PAGE_TEXTS). */
export const head = fixedHead('terms');
