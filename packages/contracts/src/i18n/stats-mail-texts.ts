import type { AuctionStatsTotals } from '../auction-stats.ts';
import type { Locale } from './locale.ts';
import type { MailText } from './mail-texts.ts';

const NB = '\u00a0';

/** One listing in the weekly summary: its title in the reader's language and its week's counts. */
export interface WeeklyStatsListing {
  title: string;
  totals: AuctionStatsTotals;
}

const number = (value: number, locale: Locale) => new Intl.NumberFormat(`${locale}-CA`).format(value);

/** Labelled counts, so no plural needs choosing ("Views: 1"). */
function countsLine(totals: AuctionStatsTotals, locale: Locale): string {
  const n = (value: number) => number(value, locale);
  return locale === 'fr'
    ? `Vues${NB}: ${n(totals.views)} · Sauvegardes${NB}: ${n(totals.saves)} · Ajouts au calendrier${NB}: ${n(totals.calendarAdds)} · Partages${NB}: ${n(totals.shares)} · Clics sur vos liens${NB}: ${n(totals.outboundClicks)}`
    : `Views: ${n(totals.views)} · Saves: ${n(totals.saves)} · Calendar adds: ${n(totals.calendarAdds)} · Shares: ${n(totals.shares)} · Link clicks: ${n(totals.outboundClicks)}`;
}

/**
 * Issue 30 item 1: the seller's weekly summary — last week's numbers (Monday to Sunday, `from` and
 * `to` already written as the reader reads dates), all listings and each one, with the links to the
 * statistics and to the profile where the summary is turned off.
 */
export function weeklyStatsMailText(
  locale: Locale,
  {
    from,
    to,
    totals,
    listings,
    statsLink,
    profileLink,
  }: {
    from: string;
    to: string;
    totals: AuctionStatsTotals;
    listings: WeeklyStatsListing[];
    statsLink: string;
    profileLink: string;
  },
): MailText {
  const list = listings.flatMap((listing) => [
    `• ${listing.title}`,
    `  ${countsLine(listing.totals, locale)}`,
    '',
  ]);
  if (locale === 'fr') {
    return {
      subject: `Vos annonces la semaine dernière${NB}: ${number(totals.views, locale)}${NB}vue${totals.views > 1 ? 's' : ''}`,
      text: [
        'Bonjour,',
        '',
        `Voici les résultats de vos annonces du ${from} au ${to}${NB}:`,
        '',
        `En tout${NB}: ${countsLine(totals, locale)}`,
        '',
        ...list,
        `Vos statistiques jour par jour${NB}: ${statsLink}`,
        `Ne plus recevoir ce résumé${NB}: décochez-le dans votre profil, ${profileLink}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your listings last week: ${number(totals.views, locale)} view${totals.views === 1 ? '' : 's'}`,
    text: [
      'Hello,',
      '',
      `Here is how your listings did from ${from} to ${to}:`,
      '',
      `In all: ${countsLine(totals, locale)}`,
      '',
      ...list,
      `Your statistics day by day: ${statsLink}`,
      `To stop this summary, untick it in your profile: ${profileLink}`,
    ].join('\n'),
  };
}
