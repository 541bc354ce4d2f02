import type { AuctionSeller } from '@mariner/contracts';
import { Mail, Phone, User } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { SellerLogo } from './SellerLogo.tsx';

const link =
  'rounded-sm font-semibold text-accent-strong break-all hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** The seller's name as a link to their profile: whole words, never broken like an address. */
const profileLink =
  'rounded-sm font-bold text-accent-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Digits and a leading plus are all a tel: address needs. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Spec 000 §2: the seller's logo, company and contact; the contact e-mail falls back to the
 * seller's account e-mail and the contact phone to the company phone. Issue 28: the company links
 * to the seller's directory profile when they have one.
 */
export function SellerContact({ seller }: { seller: AuctionSeller }) {
  const { t } = useTranslation('auction');
  const email = seller.companyContactEmail || seller.email;
  const phone = seller.companyContactPhone || seller.companyPhone;
  const company = seller.companyName;
  const profile = seller.hasPublicProfile ? paths.directoryListing(seller.id) : null;

  return (
    <div className="flex flex-col gap-4">
      {company ? (
        <div className="flex items-center gap-3">
          <SellerLogo src={seller.companyLogo} alt={t('detail.logoAlt', { company })} className="size-14" />
          {profile ? (
            <Link to={profile} className={profileLink}>
              {company}
            </Link>
          ) : (
            <p className="font-bold text-primary">{company}</p>
          )}
        </div>
      ) : profile ? (
        // Listed under their own name (no company): the profile still has a way in.
        <Link to={profile} className={`${profileLink} self-start text-sm`}>
          {t('detail.sellerProfile')}
        </Link>
      ) : null}
      <dl className="flex flex-col gap-3 text-sm">
        {seller.companyContactName ? (
          <div className="flex items-start gap-2">
            <dt>
              <User aria-hidden="true" className="mt-0.5 size-4 text-muted" />
              <span className="sr-only">{t('detail.contactName')}</span>
            </dt>
            <dd>{seller.companyContactName}</dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-muted" />
            <span className="sr-only">{t('detail.email')}</span>
          </dt>
          <dd className="min-w-0">
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          </dd>
        </div>
        {phone ? (
          <div className="flex items-start gap-2">
            <dt>
              <Phone aria-hidden="true" className="mt-0.5 size-4 text-muted" />
              <span className="sr-only">{t('detail.phone')}</span>
            </dt>
            <dd>
              <a href={telHref(phone)} className={link}>
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
