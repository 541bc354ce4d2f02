import type { Locale } from './locale.ts';

/**
 * The words of every mail the product sends, in both languages (issue 16). The API fills in the
 * links and numbers; the recipient's language picks the text.
 */
export interface MailText {
  subject: string;
  text: string;
}

const NB = '\u00a0';

export function passwordResetMailText(
  locale: Locale,
  { firstName, minutes, link }: { firstName: string; minutes: number; link: string },
): MailText {
  if (locale === 'fr') {
    return {
      subject: 'Réinitialisez votre mot de passe Mariner Marketplace',
      text: [
        `Bonjour ${firstName},`,
        '',
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Mariner Marketplace.',
        `Ouvrez ce lien d’ici ${minutes}${NB}minutes pour choisir un nouveau mot de passe (il ne fonctionne qu’une fois)${NB}:`,
        '',
        link,
        '',
        `Si vous n’avez rien demandé, ignorez ce courriel${NB}: votre mot de passe reste le même.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Mariner Marketplace password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Mariner Marketplace account.',
      `Open this link within ${minutes} minutes to choose a new password (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** Issue 25: someone tried to register an address that has an account; only its owner is told. */
export function registrationAttemptMailText(
  locale: Locale,
  { firstName, login, reset }: { firstName: string; login: string; reset: string },
): MailText {
  if (locale === 'fr') {
    return {
      subject: 'Une inscription a été tentée avec votre adresse Mariner Marketplace',
      text: [
        `Bonjour ${firstName},`,
        '',
        `Quelqu’un a tenté de créer un compte Mariner Marketplace avec cette adresse, qui a déjà un compte${NB}: le vôtre.`,
        `Si c’était vous, connectez-vous${NB}:`,
        '',
        login,
        '',
        `Mot de passe oublié${NB}? Choisissez-en un nouveau ici${NB}:`,
        '',
        reset,
        '',
        `Si ce n’était pas vous, ignorez ce courriel${NB}: rien n’a changé à votre compte.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Someone tried to register with your Mariner Marketplace address',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone tried to create a Mariner Marketplace account with this address, which already has one: yours.',
      'If it was you, sign in:',
      '',
      login,
      '',
      'Forgot your password? Choose a new one here:',
      '',
      reset,
      '',
      'If it was not you, ignore this e-mail: nothing has changed on your account.',
    ].join('\n'),
  };
}

export function newsletterConfirmationMailText(
  locale: Locale,
  { days, confirm, unsubscribe }: { days: number; confirm: string; unsubscribe: string },
): MailText {
  if (locale === 'fr') {
    return {
      subject: 'Confirmez votre abonnement à l’infolettre de Mariner Marketplace',
      text: [
        'Bonjour,',
        '',
        'Quelqu’un (vous, nous l’espérons) a demandé à recevoir l’infolettre de Mariner Marketplace à cette adresse.',
        `Ouvrez ce lien d’ici ${days}${NB}jours pour confirmer (il ne fonctionne qu’une fois)${NB}:`,
        '',
        confirm,
        '',
        `Si vous n’avez rien demandé, ignorez ce courriel${NB}: vous ne serez pas abonné.`,
        '',
        `Pour ne plus recevoir d’infolettre à cette adresse${NB}: ${unsubscribe}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your Mariner Marketplace newsletter subscription',
    text: [
      'Hello,',
      '',
      'Someone (we hope you) asked to receive the Mariner Marketplace newsletter at this address.',
      `Open this link within ${days} days to confirm (it works once):`,
      '',
      confirm,
      '',
      'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
      '',
      `To stop any newsletter mail to this address: ${unsubscribe}`,
    ].join('\n'),
  };
}

/**
 * Issue 17: a sale someone saved was cancelled, postponed or moved. `when` is its start as the
 * auction's zone tells it; `newWhen` the new one when it was moved to a date.
 */
export function auctionEventStatusMailText(
  locale: Locale,
  {
    title,
    status,
    when,
    newWhen,
    link,
  }: {
    title: string;
    status: 'CANCELLED' | 'POSTPONED' | 'RESCHEDULED';
    when: string;
    newWhen: string | null;
    link: string;
  },
): MailText {
  if (locale === 'fr') {
    const news = {
      CANCELLED: `L’encan «${NB}${title}${NB}» prévu le ${when} est annulé.`,
      POSTPONED: `L’encan «${NB}${title}${NB}» prévu le ${when} est reporté${NB}; la nouvelle date sera annoncée.`,
      RESCHEDULED: `L’encan «${NB}${title}${NB}» prévu le ${when} est déplacé au ${newWhen ?? ''}.`,
    }[status];
    const subject = {
      CANCELLED: `Annulé${NB}: ${title}`,
      POSTPONED: `Reporté${NB}: ${title}`,
      RESCHEDULED: `Nouvelle date${NB}: ${title}`,
    }[status];
    return {
      subject,
      text: [
        'Bonjour,',
        '',
        news,
        'Vous recevez ce courriel parce que vous avez enregistré cet encan ou suivez son encanteur sur Mariner Marketplace.',
        '',
        link,
      ].join('\n'),
    };
  }
  const news = {
    CANCELLED: `The auction “${title}” planned for ${when} is cancelled.`,
    POSTPONED: `The auction “${title}” planned for ${when} is postponed; its new date is to come.`,
    RESCHEDULED: `The auction “${title}” planned for ${when} has moved to ${newWhen ?? ''}.`,
  }[status];
  const subject = {
    CANCELLED: `Cancelled: ${title}`,
    POSTPONED: `Postponed: ${title}`,
    RESCHEDULED: `New date: ${title}`,
  }[status];
  return {
    subject,
    text: [
      'Hello,',
      '',
      news,
      'You are receiving this because you saved this auction or follow its auctioneer on Mariner Marketplace.',
      '',
      link,
    ].join('\n'),
  };
}

/** One auction in a digest: its title, start in its own zone, place and page. */
export interface DigestAuction {
  title: string;
  when: string;
  where: string;
  link: string;
  /** Issue 17: with a saved place, the sale's distance from it, in km. */
  distanceKm?: number | undefined;
  /**
   * Issue 29 item 4: the sale was found by its lots; the first one in catalogue order, how many
   * matched, and the link that lands on it.
   */
  lot?: { lotNumber: string; title: string; count: number; link: string } | undefined;
}

/** Issue 29 item 4: the lines under a sale found by its lots, and its distance. */
function digestLotLines(auction: DigestAuction, locale: Locale): string[] {
  const { lot } = auction;
  if (!lot) return [];
  const others = lot.count - 1;
  if (locale === 'fr') {
    const more = others > 0 ? ` et ${others}${NB}autre${others > 1 ? 's' : ''}` : '';
    return [`  Lot ${lot.lotNumber}${NB}: «${NB}${lot.title}${NB}»${more}`, `  ${lot.link}`];
  }
  const more = others > 0 ? ` and ${others} more` : '';
  return [`  Lot ${lot.lotNumber}: “${lot.title}”${more}`, `  ${lot.link}`];
}

const digestDistance = (auction: DigestAuction, locale: Locale) =>
  auction.distanceKm === undefined
    ? ''
    : locale === 'fr'
      ? ` (à ${Math.round(auction.distanceKm)}${NB}km)`
      : ` (${Math.round(auction.distanceKm)} km away)`;

/**
 * Issue 17 §5–6: the digest of new auctions for a saved search (`name` is the search's) or a
 * followed auctioneer (`name` is the company's), with the links to manage or stop it.
 */
export function alertDigestMailText(
  locale: Locale,
  {
    kind,
    name,
    auctions,
    more,
    manageLink,
    unsubscribeLink,
  }: {
    kind: 'search' | 'follow';
    name: string;
    auctions: DigestAuction[];
    more: number;
    manageLink: string;
    unsubscribeLink: string;
  },
): MailText {
  const count = auctions.length + more;
  const list = auctions.flatMap((auction) => [
    `• ${auction.title}`,
    `  ${auction.when} — ${auction.where}${digestDistance(auction, locale)}`,
    `  ${auction.link}`,
    ...digestLotLines(auction, locale),
    '',
  ]);
  if (locale === 'fr') {
    const subject =
      kind === 'search'
        ? `${count === 1 ? 'Un nouvel encan' : `${count}${NB}nouveaux encans`} pour «${NB}${name}${NB}»`
        : `${count === 1 ? 'Un nouvel encan' : `${count}${NB}nouveaux encans`} de ${name}`;
    return {
      subject,
      text: [
        'Bonjour,',
        '',
        kind === 'search'
          ? `De nouveaux encans correspondent à votre recherche «${NB}${name}${NB}»${NB}:`
          : `${name} vient d’annoncer de nouveaux encans${NB}:`,
        '',
        ...list,
        ...(more > 0 ? [`… et ${more}${NB}autre${more > 1 ? 's' : ''} sur le site.`, ''] : []),
        `Gérer vos alertes${NB}: ${manageLink}`,
        `Ne plus recevoir cette alerte${NB}: ${unsubscribeLink}`,
      ].join('\n'),
    };
  }
  const subject =
    kind === 'search'
      ? `${count === 1 ? 'A new auction' : `${count} new auctions`} for “${name}”`
      : `${count === 1 ? 'A new auction' : `${count} new auctions`} from ${name}`;
  return {
    subject,
    text: [
      'Hello,',
      '',
      kind === 'search' ? `New auctions match your search “${name}”:` : `${name} has listed new auctions:`,
      '',
      ...list,
      ...(more > 0 ? [`… and ${more} more on the site.`, ''] : []),
      `Manage your alerts: ${manageLink}`,
      `Stop this alert: ${unsubscribeLink}`,
    ].join('\n'),
  };
}

/** Issue 27: the one-time sign-in link (it also makes a buyer's account on first use). */
export function emailLinkMailText(
  locale: Locale,
  { minutes, link }: { minutes: number; link: string },
): MailText {
  if (locale === 'fr') {
    return {
      subject: 'Votre lien de connexion Mariner Marketplace',
      text: [
        'Bonjour,',
        '',
        `Ouvrez ce lien d’ici ${minutes}${NB}minutes pour vous connecter à Mariner Marketplace (il ne fonctionne qu’une fois)${NB}:`,
        '',
        link,
        '',
        `Si vous n’avez rien demandé, ignorez ce courriel${NB}: personne ne peut se connecter sans ce lien.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Your Mariner Marketplace sign-in link',
    text: [
      'Hello,',
      '',
      `Open this link within ${minutes} minutes to sign in to Mariner Marketplace (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: nobody can sign in without this link.',
    ].join('\n'),
  };
}

/** Issue 27: confirms a new account's address; alerts and digests wait for it. */
export function confirmEmailMailText(
  locale: Locale,
  { firstName, link }: { firstName: string; link: string },
): MailText {
  if (locale === 'fr') {
    return {
      subject: 'Confirmez votre adresse Mariner Marketplace',
      text: [
        `Bonjour ${firstName},`,
        '',
        `Confirmez votre adresse courriel pour recevoir vos alertes d’encans${NB}:`,
        '',
        link,
        '',
        `Si vous n’avez pas créé de compte, ignorez ce courriel${NB}: nous ne vous écrirons plus.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your Mariner Marketplace address',
    text: [
      `Hello ${firstName},`,
      '',
      'Confirm your e-mail address to receive your auction alerts:',
      '',
      link,
      '',
      'If you did not create an account, ignore this e-mail: we will not write again.',
    ].join('\n'),
  };
}

/** Issue 27: the confirmation of a password-less account's deletion. */
export function accountDeleteMailText(
  locale: Locale,
  { firstName, minutes, link }: { firstName: string; minutes: number; link: string },
): MailText {
  if (locale === 'fr') {
    return {
      subject: 'Confirmez la suppression de votre compte Mariner Marketplace',
      text: [
        `Bonjour ${firstName},`,
        '',
        `Ouvrez ce lien d’ici ${minutes}${NB}minutes pour supprimer votre compte et tout ce qu’il contient${NB}:`,
        '',
        link,
        '',
        `Si vous n’avez rien demandé, ignorez ce courriel${NB}: votre compte reste tel quel.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm the deletion of your Mariner Marketplace account',
    text: [
      `Hello ${firstName},`,
      '',
      `Open this link within ${minutes} minutes to delete your account and everything in it:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your account stays as it is.',
    ].join('\n'),
  };
}

/** Issue 31 item 2: what was refused, in the mail's words (an auction, a banner ad, a directory listing). */
export type RejectedItemKind = 'auction' | 'banner' | 'directoryListing';

const REJECTED_KIND_WORDS: Record<Locale, Record<RejectedItemKind, string>> = {
  en: { auction: 'auction', banner: 'banner ad', directoryListing: 'directory listing' },
  fr: { auction: 'encan', banner: 'bannière publicitaire', directoryListing: 'inscription au répertoire' },
};

/** The French words of a banner (bannière) and a listing (inscription) are feminine. */
const FEMININE_IN_FRENCH: ReadonlySet<RejectedItemKind> = new Set(['banner', 'directoryListing']);

/**
 * Issue 31 item 2: a reviewer refused the seller's item; the reason (already in the seller's
 * language), the reviewer's note when there is one, and the way back: edit and resubmit.
 */
export function rejectionMailText(
  locale: Locale,
  {
    firstName,
    kind,
    title,
    reason,
    note,
    link,
  }: {
    firstName: string;
    kind: RejectedItemKind;
    title: string;
    reason: string;
    note: string | null;
    link: string;
  },
): MailText {
  const what = REJECTED_KIND_WORDS[locale][kind];
  if (locale === 'fr') {
    const feminine = FEMININE_IN_FRENCH.has(kind);
    const it = feminine ? 'la' : 'le';
    const e = feminine ? 'e' : '';
    return {
      subject: `Votre ${what} «${NB}${title}${NB}» n’a pas été approuvé${e}`,
      text: [
        `Bonjour ${firstName},`,
        '',
        `Votre ${what} «${NB}${title}${NB}» a été refusé${e} à la révision.`,
        `Motif${NB}: ${reason}`,
        ...(note ? [`Note${NB}: ${note}`] : []),
        '',
        `Vous pouvez ${it} corriger et ${it} soumettre de nouveau, sans nouveaux frais${NB}:`,
        link,
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${what} “${title}” was not approved`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your ${what} “${title}” was rejected in review.`,
      `Reason: ${reason}`,
      ...(note ? [`Note: ${note}`] : []),
      '',
      'You can edit it and resubmit it, at no new fee:',
      link,
    ].join('\n'),
  };
}

/**
 * Issue 30 item 6: a banner or directory listing ends in about `daysLeft` days; one click on the
 * link opens the renewal's confirmation page (nothing is bought before the owner confirms there).
 */
export function renewalReminderMailText(
  locale: Locale,
  {
    firstName,
    what,
    endsOn,
    daysLeft,
    link,
  }: { firstName: string; what: string; endsOn: string; daysLeft: number; link: string },
): MailText {
  if (locale === 'fr') {
    const days = daysLeft <= 1 ? '1\u00a0jour' : `${daysLeft}${NB}jours`;
    return {
      subject: `À renouveler${NB}: ${what} se termine dans ${days}`,
      text: [
        `Bonjour ${firstName},`,
        '',
        `Votre achat «${NB}${what}${NB}» se termine le ${endsOn}.`,
        'Pour le prolonger d’une autre période, sans interruption, confirmez le renouvellement ici' +
          `${NB}: rien n’est facturé avant votre confirmation.`,
        link,
      ].join('\n'),
    };
  }
  const days = daysLeft <= 1 ? '1 day' : `${daysLeft} days`;
  return {
    subject: `Time to renew: ${what} ends in ${days}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your purchase “${what}” ends on ${endsOn}.`,
      'To keep it running for another term without a gap, confirm the renewal here; nothing is charged until you confirm:',
      link,
    ].join('\n'),
  };
}
