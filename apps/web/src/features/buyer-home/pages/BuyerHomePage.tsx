import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { readNotice } from '../../../lib/redirect.ts';
import type { PageLoader } from '../../../lib/route-module.ts';
import { ConfirmEmailCard } from '../components/ConfirmEmailCard.tsx';
import { FollowsSection } from '../components/FollowsSection.tsx';
import { SavedSection } from '../components/SavedSection.tsx';
import { SearchesSection } from '../components/SearchesSection.tsx';
import { WeekendSection } from '../components/WeekendSection.tsx';
import { prefetchBuyerHome } from '../home-queries.ts';

/**
 * Issue 27 item 4 (/my, decision 015): a buyer's home — saved auctions upcoming first, saved
 * searches, followed auctioneers with their next sale, and this weekend near them.
 */
export function BuyerHomePage() {
  const { t } = useTranslation('buyer-home');
  const { user } = useSession();
  const location = useLocation();
  const notice = readNotice(location.state);
  // One moment for the whole page: "ends soon" and "this weekend" agree with each other.
  const [now] = useState(() => new Date());
  if (!user) return null;

  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('title')}</h1>
        <p className="text-muted">{t('welcome', { firstName: user.firstName })}</p>
      </header>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {user.emailConfirmed ? null : <ConfirmEmailCard email={user.email} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <SavedSection now={now} />
        <WeekendSection user={user} now={now} />
        <SearchesSection />
        <FollowsSection />
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['buyer-home'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('buyer-home:title');

/** Every part's query, started with the page (issue 26); only someone signed in has a home. */
export const loader: PageLoader = ({ queryClient, user }) =>
  user ? prefetchBuyerHome(queryClient, user) : [];
