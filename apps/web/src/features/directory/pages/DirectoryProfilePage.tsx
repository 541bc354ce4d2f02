import type { DirectoryProfile } from '@mariner/contracts';
import { textIn } from '@mariner/contracts/constants';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { countProfileView } from '../api/count-visit.ts';
import { useDirectoryProfile } from '../api/get-directory-profile.ts';
import { ContactBlock } from '../components/ContactBlock.tsx';
import { DirectoryLogo } from '../components/DirectoryLogo.tsx';
import { PastSales } from '../components/PastSales.tsx';
import { ProfileAuctionCard } from '../components/ProfileAuctionCard.tsx';

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Spec 001 §2: 'Advertiser not found' with a link back to /directory/auctioneers. */
function AdvertiserNotFound() {
  const { t } = useTranslation('directory');
  return (
    <Container className="py-16">
      <EmptyState
        icon={SearchX}
        as="h1"
        title={<TextOnDemand namespace="messages" name="advertiserNotFound" />}
        className="mx-auto max-w-xl"
      >
        <p className="text-muted">{t('notFound.text')}</p>
        <ButtonLink to={paths.directoryAuctioneers} variant="navy" className="mt-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('notFound.back')}
        </ButtonLink>
      </EmptyState>
    </Container>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 className="text-sm font-bold tracking-wide text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** Composed by the router: the Follow button of an auctioneer (issue 17). */
type FollowSlot = (sellerId: string, companyName: string) => ReactNode;

function Profile({ profile, follow }: { profile: DirectoryProfile; follow?: FollowSlot | undefined }) {
  const { t } = useTranslation('directory');
  // Issue 16: the page's language when the company wrote it, else the other, marked as such.
  const about = textIn(currentLocale(), profile.companyDescription, profile.companyDescriptionFr);
  const isAuctioneer = profile.advertiserType === 'AUCTIONEER';
  // Issue 30 item 2: a view is counted once the profile is on screen, by the browser (never the
  // server's render, which crawlers get too).
  useEffect(() => countProfileView(profile.id), [profile.id]);

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <Link
        to={isAuctioneer ? paths.directoryAuctioneers : paths.directoryServices}
        className={`${textLink} self-start text-sm`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {isAuctioneer ? t('profile.backToAuctioneers') : t('profile.backToServices')}
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <DirectoryLogo
          src={profile.companyLogo}
          alt={t('profile.logoAlt', { company: profile.companyName })}
          className="size-24"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-primary sm:text-3xl">
            {profile.companyName}
          </h1>
          <p className="self-start rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
            {advertiserTypeText(profile.advertiserType)}
          </p>
          {isAuctioneer && follow ? follow(profile.id, profile.companyName) : null}
        </div>
      </header>
      {/* One column on phones reads About, Contact, then the auctions; wide screens put the
          contact and details in a right-hand column beside both. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr]">
        {about.text ? (
          <div className="min-w-0 lg:col-start-1">
            <Panel title={t('profile.about')}>
              <p lang={about.lang} className="whitespace-pre-line text-ink">
                {about.text}
              </p>
            </Panel>
          </div>
        ) : null}
        <div className="flex flex-col gap-6 self-start lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Panel title={t('profile.contact')}>
            <ContactBlock profile={profile} />
          </Panel>
          {profile.categories.length > 0 ? (
            <Panel title={t('profile.categories')}>
              <ul className="flex flex-wrap gap-2">
                {profile.categories.map((category) => (
                  <li
                    key={category}
                    className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-medium text-primary"
                  >
                    {category}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          {profile.serviceArea ? (
            <Panel title={t('profile.serviceArea')}>
              <p className="text-ink">{profile.serviceArea}</p>
            </Panel>
          ) : null}
        </div>
        {/* A service company rarely runs auctions: the section only shows for one that does. */}
        {isAuctioneer || profile.activeAuctions.length > 0 ? (
          <section
            aria-labelledby="profile-auctions"
            className="flex min-w-0 flex-col gap-3 self-start lg:col-start-1"
          >
            <h2 id="profile-auctions" className="text-xl font-bold text-primary">
              {t('profile.activeAuctions')}
            </h2>
            {profile.activeAuctions.length === 0 ? (
              <p className="text-muted">{t('profile.noActiveAuctions')}</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {profile.activeAuctions.map((auction) => (
                  <li key={auction.id}>
                    <ProfileAuctionCard auction={auction} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        <PastSales auctions={profile.pastAuctions} />
      </div>
    </Container>
  );
}

/**
 * Spec 001 §2 /directory/{id}: the advertiser's profile and active auctions. Anything but a
 * profile (not listed, unknown, a failed load: spec 001 §8 silent) shows the not-found state.
 */
export function DirectoryProfilePage({ follow }: { follow?: FollowSlot } = {}) {
  const { id = '' } = useParams();
  const { t } = useTranslation('directory');
  const { data, isPending, isError } = useDirectoryProfile(id);
  if (isPending)
    return (
      <Container className="py-16">
        <Spinner label={t('profile.loading')} />
      </Container>
    );
  if (isError || !data) return <AdvertiserNotFound />;
  return <Profile profile={data} follow={follow} />;
}
