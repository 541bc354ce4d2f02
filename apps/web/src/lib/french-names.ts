import type { AdvertiserType, AuctionStatus, InvoiceItemType, Locale, Province } from '@mariner/contracts';
import { use } from 'react';
import { currentLocale } from './locale.ts';

/** The contracts' functions naming each vocabulary in a language (contracts' i18n/labels-fr.ts). */
export interface FrenchLabels {
  provinceName: (code: Province, locale: Locale) => string;
  advertiserTypeLabel: (type: AdvertiserType, locale: Locale) => string;
  auctionStatusLabel: (status: AuctionStatus, locale: Locale) => string;
  invoiceItemTypeLabel: (type: InvoiceItemType, locale: Locale) => string;
  categoryName: (name: string, locale: Locale) => string;
}

let french: FrenchLabels | undefined;

/**
 * The French names come with a French page's texts when the browser loads them for a page it
 * renders or navigates to (app/i18n.ts, `loadTexts`; at once on the server and in tests), so an
 * English page does not carry them (issue 26), as the contracts' French messages (lib/messages.ts).
 */
export function setFrenchLabels(labels: FrenchLabels): void {
  french = labels;
}

/**
 * Issue 26 (decision 030, tenth amendment): a page the server rendered in French does not load the
 * French names before it hydrates. The server records each name the render read (`recordLabelsIn`)
 * and ships those strings in the page's state, beside its data (`labels` in app/ssr-state.ts); the
 * browser takes them (`takeShippedLabels`) before hydrating. A name neither shipped nor loaded (a part
 * rendered after a navigation that did not load them) suspends the component reading it while the
 * names load (`use`, so it must be read while rendering, as every caller does).
 */
let shipped: Record<string, string> = {};
let loadFrench: (() => Promise<unknown>) | undefined;
let loadingFrench: Promise<unknown> | undefined;
/**
 * The names a render waited for. React replays a component whose `use()` waited, and by then the names
 * are loaded: were `use()` skipped then, the component's hooks after the name would be updated though
 * never mounted (#467, then #422 while hydrating). So a name once waited for goes through `use()` on
 * the settled load every time (at once: React has its value), which tells React to mount what follows.
 */
const waitedFor = new Set<string>();
let record: () => Record<string, string> | undefined = () => undefined;

/** The browser's: how to load the French names (app/i18n.ts). */
export function loadFrenchLabelsWith(load: () => Promise<unknown>): void {
  loadFrench = load;
}

/** Loads the French names once (a navigation to a French page, app/i18n.ts `loadTexts`). */
export function loadFrenchLabels(): Promise<unknown> {
  if (french || !loadFrench) return Promise.resolve();
  loadingFrench ??= loadFrench().catch((error: unknown) => {
    loadingFrench = undefined;
    throw error;
  });
  return loadingFrench;
}

/** The names a server-rendered French page read, from its state, before it hydrates (app/start.tsx). */
export function takeShippedLabels(names: Record<string, string> | undefined): void {
  shipped = { ...shipped, ...names };
}

/** Set once by the server's entry: where the render being answered records the names it read. */
export function recordLabelsIn(source: () => Record<string, string> | undefined): void {
  record = source;
}

export function frenchName(
  kind: string,
  key: string,
  english: string,
  inFrench: (labels: FrenchLabels) => string,
): string {
  if (currentLocale() !== 'fr') return english;
  const id = `${kind}:${key}`;
  if (!french) {
    const text = shipped[id];
    if (text !== undefined) return text;
    if (!loadFrench) return english;
    waitedFor.add(id);
    use(loadFrenchLabels());
    if (!french) return english;
  } else if (loadingFrench && waitedFor.has(id)) use(loadingFrench);
  const text = inFrench(french);
  const read = record();
  if (read) read[id] = text;
  return text;
}
