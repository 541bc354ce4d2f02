import {
  premiumToBasisPoints,
  type SalePaymentMethod,
  type SaleType,
  type SaleWindow,
  zonedInputToIso,
} from '@mariner/contracts';

/**
 * Issue 28, decision 018: the demo auctions' facts, varied as real listings are — most sales on
 * site, some timed online or webcast, a few hybrid; premiums from none to 18 %; preview the day
 * before and pickup the day after, on the auction's own clock. Derived from the auction's place in
 * the list, so every seed makes the same facts.
 */

const TYPES: SaleType[] = [
  'LIVE_ONSITE',
  'LIVE_ONSITE',
  'ONLINE_TIMED',
  'HYBRID',
  'LIVE_ONSITE',
  'LIVE_WEBCAST',
];
/** The premium in percent; null: the seller did not say. */
const PREMIUMS: (number | null)[] = [15, 10, 12.5, 13, null, 18, 0, 15];
const PAYMENTS: SalePaymentMethod[][] = [
  ['CASH', 'DEBIT', 'E_TRANSFER'],
  ['CASH', 'DEBIT', 'CREDIT_CARD', 'E_TRANSFER'],
  ['E_TRANSFER', 'CREDIT_CARD', 'WIRE'],
  ['CASH', 'CHEQUE', 'DEBIT'],
  ['CREDIT_CARD', 'E_TRANSFER'],
];

const TERMS = {
  en: [
    'All items sold as is, where is. Payment in full on the day of the sale.',
    'Removal at the buyer’s expense during the pickup hours; items left after pickup are forfeited.',
    'Applicable taxes are added to the hammer price and the buyer’s premium.',
  ],
  fr: [
    'Tous les articles sont vendus tels quels, là où ils se trouvent. Paiement complet le jour de la vente.',
    'L’enlèvement est aux frais de l’acheteur pendant les heures de récupération\u00a0; ce qui reste après est perdu.',
    'Les taxes applicables s’ajoutent au prix d’adjudication et à la prime d’acheteur.',
  ],
};

const DAY = 86_400_000;

/** A window on `day` (YYYY-MM-DD on the auction's clock) from `from` to `to` o'clock. */
function windowOn(day: string, from: number, to: number, zone: string): SaleWindow {
  const at = (hour: number) => zonedInputToIso(`${day}T${String(hour).padStart(2, '0')}:00`, zone) ?? '';
  return { start: at(from), end: at(to) };
}

const dayOf = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

export function demoSaleFacts(
  index: number,
  where: { website: string; zone: string; start: Date; end: Date },
) {
  const saleType = TYPES[index % TYPES.length] ?? 'LIVE_ONSITE';
  const premium = PREMIUMS[index % PREMIUMS.length] ?? null;
  const online = saleType !== 'LIVE_ONSITE';
  const before = dayOf(new Date(where.start.getTime() - DAY), where.zone);
  const after = dayOf(new Date(where.end.getTime() + DAY), where.zone);
  // A timed online sale is previewed while it runs; the others the day before.
  const previewTimes =
    saleType === 'ONLINE_TIMED'
      ? [windowOn(dayOf(where.start, where.zone), 10, 16, where.zone)]
      : index % 3 === 0
        ? [windowOn(before, 13, 19, where.zone), windowOn(dayOf(where.start, where.zone), 8, 9, where.zone)]
        : [windowOn(before, 10, 17, where.zone)];
  return {
    saleType,
    biddingUrl: online ? `${where.website}/bid/${index + 1}` : null,
    buyersPremiumBasisPoints: premium === null ? null : premiumToBasisPoints(premium),
    paymentMethods: PAYMENTS[index % PAYMENTS.length] ?? [],
    previewTimes: index % 7 === 6 ? [] : previewTimes,
    pickupTimes: [windowOn(after, 9, 17, where.zone)],
    terms: index % 5 === 4 ? null : TERMS.en.join('\n'),
    termsFr: index % 2 === 0 ? TERMS.fr.join('\n') : null,
  };
}
