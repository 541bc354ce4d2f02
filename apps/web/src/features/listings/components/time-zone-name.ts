import { intlLocale } from '../../../lib/locale.ts';
/**
 * The generic name of a zone ("Atlantic Time") and its city ("Halifax"), for the hint that says
 * which clock the dates are typed in. Both come from Intl and the IANA name, so no table to keep.
 */
export function describeTimeZone(
  timeZone: string,
  locale: string = intlLocale(),
): { name: string; city: string } {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((item) => item.type === 'timeZoneName');
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
  return { name: part?.value ?? timeZone, city };
}
