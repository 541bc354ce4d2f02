import type { DirectoryProfile } from '@mariner/contracts';
import { isHttpUrl } from '@mariner/contracts/constants';
import { Globe, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { countContactClick } from '../api/count-visit.ts';

const link =
  'rounded-sm font-semibold break-words text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Digits and a leading plus are all a tel: address needs. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const mapHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The site's address without the scheme and a trailing slash, as people write it. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

function Row({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * The profile's contact details. Only what the advertiser published: the contact e-mail is the
 * chosen one (the API never sends the account's), the contact phone falls back to the company's.
 * A press on the website, phone or e-mail is counted for the company's statistics (issue 30 item 2);
 * the links themselves go straight to the company's own addresses.
 */
export function ContactBlock({ profile }: { profile: DirectoryProfile }) {
  const { t } = useTranslation('directory');
  const phone = profile.companyContactPhone || profile.companyPhone;
  const website = profile.companyWebsite;
  const email = profile.companyContactEmail;
  const address = profile.companyAddress;

  return (
    <dl className="flex flex-col gap-3 text-sm">
      {profile.companyContactName ? (
        <Row icon={User} label={t('profile.contactName')}>
          {profile.companyContactName}
        </Row>
      ) : null}
      {website ? (
        <Row icon={Globe} label={t('profile.website')}>
          {isHttpUrl(website) ? (
            <ExternalLink
              href={website}
              className={link}
              onClick={() => countContactClick(profile.id, 'website')}
            >
              {shortUrl(website)}
            </ExternalLink>
          ) : (
            website
          )}
        </Row>
      ) : null}
      {phone ? (
        <Row icon={Phone} label={t('profile.phone')}>
          <a href={telHref(phone)} className={link} onClick={() => countContactClick(profile.id, 'phone')}>
            {phone}
          </a>
        </Row>
      ) : null}
      {email ? (
        <Row icon={Mail} label={t('profile.email')}>
          <a
            href={`mailto:${email}`}
            className={`${link} break-all`}
            onClick={() => countContactClick(profile.id, 'email')}
          >
            {email}
          </a>
        </Row>
      ) : null}
      {address ? (
        <Row icon={MapPin} label={t('profile.address')}>
          <ExternalLink href={mapHref(address)} className={link}>
            {address}
          </ExternalLink>
        </Row>
      ) : null}
    </dl>
  );
}
