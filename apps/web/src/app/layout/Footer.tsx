import { COMPANY } from '@mariner/contracts/constants';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/Container.tsx';
import {
  NewsletterSignupLater,
  preloadNewsletterSignup,
} from '../../features/newsletter/components/NewsletterSignupLater.tsx';
import { formatYear } from '../../lib/formatters.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { provinceLabel } from '../../lib/labels.ts';
import { paths } from '../../lib/paths.ts';

/** The code the footer fetches once the page is interactive (its newsletter sign-up, issue 26). */
export const preloadFooter = preloadNewsletterSignup;

/** Spec 000 §2: the footer's links, in the spec's order. */
/** Built when drawn: the addresses follow the language shown. */
const footerLinks = () =>
  [
    { to: paths.auctions, label: 'footer.auctions' },
    { to: paths.createListing, label: 'footer.createListing' },
    { to: paths.advertise, label: 'footer.advertise' },
    { to: paths.directoryServices, label: 'footer.servicesDirectory' },
    { to: paths.calendar, label: 'footer.calendar' },
    { to: paths.terms, label: 'footer.terms' },
    { to: paths.privacy, label: 'footer.privacy' },
  ] as const;

const linkClasses =
  'rounded-sm text-white/85 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Spec 000 §1–2: links, then the Nova Scotia company's name, e-mail, phone and street address. */
export function Footer() {
  const { t } = useTranslation();
  const province = provinceLabel(COMPANY.province);

  return (
    <footer className="mt-auto bg-primary text-white print:hidden">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <p className="text-lg font-bold">{COMPANY.shortName}</p>
          <p className="text-sm text-white/80">{t('footer.tagline')}</p>
          <NewsletterSignupLater source="footer" className="mt-2" />
        </div>

        <nav aria-label={t('footer.linksLabel')}>
          <h2 className="text-sm font-bold uppercase tracking-wide text-foam">{t('footer.explore')}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footerLinks().map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-foam">{t('footer.contact')}</h2>
          <address className="mt-3 flex flex-col gap-2 text-sm not-italic">
            <span className="font-semibold">{COMPANY.name}</span>
            <span className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-foam" />
              <span className="sr-only">{t('footer.emailLabel')}: </span>
              <a href={`mailto:${COMPANY.customerServiceEmail}`} className={`${linkClasses} break-all`}>
                {COMPANY.customerServiceEmail}
              </a>
            </span>
            <span className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-foam" />
              <span className="sr-only">{t('footer.phoneLabel')}: </span>
              <a href={COMPANY.phoneHref} className={linkClasses}>
                {COMPANY.phone}
              </a>
            </span>
            <span className="flex items-start gap-2 text-white/85">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-foam" />
              <span>
                <span className="sr-only">{t('footer.addressLabel')}: </span>
                {COMPANY.street}
                <br />
                {COMPANY.city}, {province} {COMPANY.postalCode}
                <br />
                {COMPANY.country}
              </span>
            </span>
          </address>
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="py-5 text-xs text-white/75">
          {t('footer.copyright', { year: formatYear(), company: COMPANY.name })}
        </Container>
      </div>
    </footer>
  );
}
