import { fixedHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { LegalDocument } from '../components/LegalDocument.tsx';

/** /privacy: the Privacy Policy (PIPEDA), effective LEGAL_EFFECTIVE_DATE; the copy is the `privacy` namespace. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return <LegalDocument copy={t} />;
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['legal', 'privacy'];

export const head = fixedHead('privacy');
