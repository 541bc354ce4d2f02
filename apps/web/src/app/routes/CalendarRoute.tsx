import { preloadSaveSearch, SaveSearch } from '../../features/alerts/components/SaveSearch.tsx';
import { CalendarPage, loader as calendarLoader } from '../../features/calendar/pages/CalendarPage.tsx';
import { useTranslation } from '../../lib/i18n/index.tsx';
import type { PageLoader } from '../../lib/route-module.ts';

export { head } from '../../features/calendar/pages/CalendarPage.tsx';

/** The month's auctions; for someone signed in, the alert's form (issue 26: a visitor's is a link). */
export const loader: PageLoader = (args) => [
  ...calendarLoader(args),
  ...(args.user ? [preloadSaveSearch()] : []),
];

/**
 * The calendar with "Add to my calendar alerts" (issue 27 item 3): a saved search of every new
 * auction, e-mailed as they are listed. Signed out it opens sign-in, and once back the alert is
 * made on the calendar with its confirmation (the saved search's resume, lib/resume-action.ts).
 */
export function CalendarRoute() {
  const { t } = useTranslation('calendar');
  return (
    <CalendarPage
      alerts={
        <SaveSearch
          query=""
          suggestedName={t('alerts.name')}
          labels={{ open: t('alerts.open'), signIn: t('alerts.signIn') }}
        />
      }
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['calendar'];
