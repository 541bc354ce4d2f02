// Issue 28, item 5: the words people write for a province, in English and French, so the list's
// location box and `GET /api/auctions?location=` read "Nova Scotia", "N.-É." or "PEI" as the
// province. One table for the API's filter and the web app (zod-free, in `/constants`).
import { PROVINCES, type Province } from './enum-values.ts';

/**
 * Every spelling of each province this reads (compared through `provinceKey`, so case, accents,
 * dots, hyphens, apostrophes and spaces do not matter): the names and Canada Post codes, the
 * traditional English and French abbreviations, and common short forms.
 */
export const PROVINCE_SPELLINGS: Record<Province, readonly string[]> = {
  AB: ['AB', 'Alberta', 'Alta.', 'Alb.'],
  BC: ['BC', 'B.C.', 'British Columbia', 'Colombie-Britannique', 'C.-B.'],
  MB: ['MB', 'Manitoba', 'Man.'],
  NB: ['NB', 'N.B.', 'New Brunswick', 'Nouveau-Brunswick', 'N.-B.'],
  NL: [
    'NL',
    'N.L.',
    'Newfoundland and Labrador',
    'Newfoundland & Labrador',
    'Newfoundland',
    'Labrador',
    'Nfld.',
    'NF',
    'Terre-Neuve-et-Labrador',
    'Terre-Neuve',
    'T.-N.-L.',
  ],
  NT: ['NT', 'N.T.', 'NWT', 'N.W.T.', 'Northwest Territories', 'Territoires du Nord-Ouest', 'T.N.-O.'],
  NS: ['NS', 'N.S.', 'Nova Scotia', 'Nouvelle-Écosse', 'N.-É.'],
  NU: ['NU', 'Nunavut', 'Nvt.'],
  ON: ['ON', 'Ontario', 'Ont.'],
  PE: ['PE', 'P.E.', 'PEI', 'P.E.I.', 'Prince Edward Island', 'Île-du-Prince-Édouard', 'Î.-P.-É.', 'I.P.E.'],
  QC: ['QC', 'Quebec', 'Québec', 'Que.', 'Qué.', 'PQ', 'P.Q.', 'Province of Quebec', 'Province de Québec'],
  SK: ['SK', 'Saskatchewan', 'Sask.'],
  YT: ['YT', 'Y.T.', 'Yukon', 'Yukon Territory', 'Yuk.'],
};

/** A spelling's key: lower case, without accents and without anything but letters and digits. */
export const provinceKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

const BY_KEY = new Map<string, Province>(
  PROVINCES.flatMap((code) =>
    PROVINCE_SPELLINGS[code].map((spelling) => [provinceKey(spelling), code] as const),
  ),
);

/** The province a text names as a whole ("Nouvelle-Écosse", "p.e.i."), or null. */
export const provinceNamed = (text: string): Province | null => BY_KEY.get(provinceKey(text)) ?? null;

/** What a location filter asks for: a province, a town, or a town of a province. */
export interface LocationFilter {
  /** The province named (all of it, or the one the town is in), or null. */
  province: Province | null;
  /** The text the auction's location must contain, or null when the words name a province only. */
  town: string | null;
}

/** The longest key of a short form ("nfld", "pei"), the only forms read after a town without a comma. */
const SHORT_FORM = 4;

/**
 * Reads a location box: a province by any of its spellings ("Nova Scotia", "N.S.", "PEI"); a town
 * with its province after a comma ("Truro, Nova Scotia") or its short form after a space ("Saint
 * John NB"); else the text as part of a location, as before (a town, "NS" in "Truro, NS").
 */
export function readLocationFilter(text: string): LocationFilter {
  const whole = text.trim();
  const province = provinceNamed(whole);
  if (province) return { province, town: null };
  const comma = whole.lastIndexOf(',');
  if (comma > 0) {
    const named = provinceNamed(whole.slice(comma + 1));
    const town = whole.slice(0, comma).trim();
    if (named && town) return { province: named, town };
  }
  // "Saint John NB", but not "Ville de Québec": a full name after a space may be part of the town's.
  const space = whole.search(/\s\S+$/);
  if (space > 0) {
    const last = whole.slice(space + 1);
    const named = provinceKey(last).length <= SHORT_FORM ? provinceNamed(last) : null;
    if (named) return { province: named, town: whole.slice(0, space).trim() };
  }
  return { province: null, town: whole };
}
