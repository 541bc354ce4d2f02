import { fixedHead } from '../../../lib/head.ts';
import { LegalDocument } from '../components/LegalDocument.tsx';

/** /privacy: the Privacy Policy (PIPEDA), effective LEGAL_EFFECTIVE_DATE; the copy is `static:privacy`. */
export function PrivacyPage() {
  return <LegalDocument documentKey="privacy" />;
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['static'];

export const head = fixedHead('privacy');
