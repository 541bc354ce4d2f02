import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { LegalDocument } from '../components/LegalDocument.tsx';

/** /terms: the Terms of Service, effective LEGAL_EFFECTIVE_DATE; the copy is `static:terms`. */
export function TermsPage() {
  const { t } = useTranslation('static');
  useDocumentTitle(t('terms.title'));
  return <LegalDocument documentKey="terms" />;
}
