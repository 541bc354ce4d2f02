import { COMPANY } from '@mariner/contracts/constants';
import { Languages, MapPin, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import { fixedHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { paths } from '../../../lib/paths.ts';
import { staticPageValues } from '../components/static-values.ts';
import { pageColumnClasses, textLinkClasses } from '../components/styles.ts';

interface TextBlock {
  heading: string;
  paragraphs: string[];
}

interface Step {
  title: string;
  text: string;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isStep = (value: unknown): value is Step =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).title === 'string' &&
  typeof (value as Record<string, unknown>).text === 'string';

const VALUE_ICONS = [MapPin, ShieldCheck, Languages] as const;

const headingClasses = 'text-2xl font-semibold tracking-tight text-slate-900';
const paragraphClasses = 'mt-3 leading-7 text-slate-700';
const cardClasses = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const buttonBase =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-center font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function MailLink({ children }: { children?: ReactNode }) {
  return (
    <a href={`mailto:${COMPANY.customerServiceEmail}`} className={cx(textLinkClasses, 'break-words')}>
      {children}
    </a>
  );
}

function PhoneLink({ children }: { children?: ReactNode }) {
  return (
    <a href={COMPANY.phoneHref} className={textLinkClasses}>
      {children}
    </a>
  );
}

/** /about: who we are, what visitors, auctioneers and service providers get, how it works, our values. */
export function AboutPage() {
  const { t } = useTranslation('about');

  const list = (key: string): string[] => {
    const value: unknown = t(key, { returnObjects: true, ...staticPageValues });
    return isStringArray(value) ? value : [];
  };
  const steps = (key: string): Step[] => {
    const value: unknown = t(key, { returnObjects: true, ...staticPageValues });
    return Array.isArray(value) ? value.filter(isStep) : [];
  };
  const block = (key: string): TextBlock => ({
    heading: t(`${key}.heading`),
    paragraphs: list(`${key}.paragraphs`),
  });

  const whoWeAre = block('whoWeAre');
  const offers = [block('auctioneers'), block('serviceProviders')];
  const howItWorks = steps('howItWorks.steps');
  const values = steps('values.items');

  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className={cx(pageColumnClasses, 'py-12 sm:py-16')}>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t('title', staticPageValues)}
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-700">{t('lead', staticPageValues)}</p>
        </div>
      </div>

      <div className={cx(pageColumnClasses, 'space-y-14 py-12 sm:py-16')}>
        <section>
          <h2 className={headingClasses}>{whoWeAre.heading}</h2>
          {whoWeAre.paragraphs.map((text) => (
            <p key={text} className={paragraphClasses}>
              {text}
            </p>
          ))}
        </section>

        <section>
          <h2 className={headingClasses}>{t('visitors.heading')}</h2>
          <p className={paragraphClasses}>{t('visitors.intro', staticPageValues)}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-teal-700">
            {list('visitors.list').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          {offers.map((offer) => (
            <section key={offer.heading} className={cardClasses}>
              <h2 className="text-xl font-semibold tracking-tight text-slate-900">{offer.heading}</h2>
              {offer.paragraphs.map((text) => (
                <p key={text} className={paragraphClasses}>
                  {text}
                </p>
              ))}
            </section>
          ))}
        </div>

        <section>
          <h2 className={headingClasses}>{t('howItWorks.heading')}</h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-3">
            {howItWorks.map((step, index) => (
              <li key={step.title} className={cardClasses}>
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section>
          <h2 className={headingClasses}>{t('values.heading')}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {values.map((value, index) => {
              const Icon = VALUE_ICONS[index % VALUE_ICONS.length] ?? MapPin;
              return (
                <li key={value.title} className={cardClasses}>
                  <Icon aria-hidden="true" className="size-7 text-teal-700" />
                  <h3 className="mt-3 font-semibold text-slate-900">{value.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
          <h2 className={headingClasses}>{t('cta.heading')}</h2>
          <p className={cx(paragraphClasses, 'mx-auto max-w-xl')}>{t('cta.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.advertise} className={cx(buttonBase, 'bg-teal-700 text-white hover:bg-teal-800')}>
              {t('cta.advertise')}
            </Link>
            <Link
              to={paths.directoryServices}
              className={cx(buttonBase, 'border border-teal-700 bg-white text-teal-700 hover:bg-teal-50')}
            >
              {t('cta.services')}
            </Link>
          </div>
          <p className="mt-6 text-sm leading-6 text-slate-700">
            <Trans
              t={t}
              i18nKey="contact"
              values={staticPageValues}
              components={{ email: <MailLink />, phone: <PhoneLink /> }}
            />
          </p>
        </section>
      </div>
    </>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['about'];

export const head = fixedHead('about');
