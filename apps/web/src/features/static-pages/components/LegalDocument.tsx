import { COMPANY, LEGAL_EFFECTIVE_DATE } from '@mariner/contracts/constants';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import type { TFunction } from '../../../lib/i18n/index.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import { colon } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { formatLegalDate, staticPageValues } from './static-values.ts';
import { pageColumnClasses, textLinkClasses } from './styles.ts';

/** One numbered section of a legal document, as stored in locales/<lang>/terms.json and privacy.json. */
export interface LegalSection {
  /** The anchor the table of contents links to; keep it identical in every language. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  list?: string[];
  /** Paragraphs shown after the list. */
  closing?: string[];
  /** When present, the company's contact card follows, headed by this line. */
  contact?: string;
}

/**
 * A legal document's copy: the `t` of its own namespace (`terms` or `privacy`), from the page that
 * shows it, so each page loads its own document and not the other's (issue 26: the two were one
 * 36 KB namespace, loaded before either page could hydrate).
 */
export type LegalCopy = TFunction<'terms'> | TFunction<'privacy'>;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isLegalSection = (value: unknown): value is LegalSection => {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return (
    typeof section.id === 'string' &&
    typeof section.heading === 'string' &&
    isStringArray(section.paragraphs) &&
    (section.list === undefined || isStringArray(section.list)) &&
    (section.closing === undefined || isStringArray(section.closing)) &&
    (section.contact === undefined || typeof section.contact === 'string')
  );
};

/** The sections of a legal document, with the company's facts filled in. */
function legalSections(copy: LegalCopy): LegalSection[] {
  const sections: unknown = copy('sections', { returnObjects: true, ...staticPageValues });
  return Array.isArray(sections) ? sections.filter(isLegalSection) : [];
}

const paragraphClasses = 'mt-3 leading-7 text-slate-700';

function Paragraphs({ items }: { items: string[] }) {
  return items.map((text) => (
    <p key={text} className={paragraphClasses}>
      {text}
    </p>
  ));
}

function ContactCard({ heading }: { heading: string }) {
  const { t } = useTranslation('legal');
  return (
    <address className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 not-italic leading-7 text-slate-700 sm:p-5">
      <p className="font-semibold text-slate-900">{heading}</p>
      <p>
        <span className="sr-only">
          {t('addressLabel')}
          {colon()}{' '}
        </span>
        {COMPANY.street}
        <br />
        {COMPANY.city}, {provinceLabel(COMPANY.province)} {COMPANY.postalCode}
        <br />
        {COMPANY.country}
      </p>
      <p className="mt-2">
        {t('emailLabel')}
        {colon()}{' '}
        <a href={`mailto:${COMPANY.customerServiceEmail}`} className={cx(textLinkClasses, 'break-words')}>
          {COMPANY.customerServiceEmail}
        </a>
      </p>
      <p>
        {t('phoneLabel')}
        {colon()}{' '}
        <a href={COMPANY.phoneHref} className={textLinkClasses}>
          {COMPANY.phone}
        </a>
      </p>
    </address>
  );
}

/**
 * Renders the Terms of Service or the Privacy Policy from its copy: a back link, the title,
 * the effective date, the introduction, a table of contents of anchor links and the numbered sections.
 */
export function LegalDocument({ copy }: { copy: LegalCopy }) {
  const { t, i18n } = useTranslation('legal');
  const sections = legalSections(copy);
  const titleId = useId();
  const contentsId = useId();
  const effectiveDate = formatLegalDate(LEGAL_EFFECTIVE_DATE, i18n.language);

  return (
    <div className={cx(pageColumnClasses, 'py-8 sm:py-12')}>
      <Link to={paths.home} className={cx(textLinkClasses, 'inline-flex items-center gap-1.5 text-sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('backToHome')}
      </Link>

      <article
        aria-labelledby={titleId}
        className="mt-6 rounded-xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-10 sm:py-10"
      >
        <header className="border-b border-slate-200 pb-6">
          <h1
            id={titleId}
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {copy('title')}
          </h1>
          <p className="mt-2 text-sm font-medium text-slate-600">{t('effective', { date: effectiveDate })}</p>
          <p className="mt-4 leading-7 text-slate-700">{copy('intro', staticPageValues)}</p>
        </header>

        <nav aria-labelledby={contentsId} className="mt-6 rounded-lg bg-slate-50 p-4 sm:p-5">
          <p id={contentsId} className="text-sm font-semibold uppercase tracking-wide text-slate-900">
            {t('contents')}
          </p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm leading-6 marker:text-slate-500 sm:columns-2 sm:gap-8">
            {sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${section.id}`} className={textLinkClasses}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          // The sticky site header would cover a heading scrolled to the top: leave room for it.
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
            <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
              <span className="text-slate-500">{index + 1}.</span> {section.heading}
            </h2>
            <Paragraphs items={section.paragraphs} />
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-slate-400">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.closing && <Paragraphs items={section.closing} />}
            {section.contact && <ContactCard heading={section.contact} />}
          </section>
        ))}
      </article>
    </div>
  );
}
