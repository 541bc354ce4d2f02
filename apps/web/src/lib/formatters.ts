/** Decision 1: money is integer cents everywhere and becomes CAD only at the edge. */
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export const formatCents = (cents: number): string => cad.format(cents / 100);

export const formatYear = (date: Date = new Date()): string => String(date.getFullYear());

/** A date in a given IANA zone (an auction's own province time, ARCHITECTURE: dates). */
export const formatDate = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone }).format(new Date(iso));
