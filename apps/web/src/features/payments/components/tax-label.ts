import { intlLocale } from '../../../lib/locale.ts';

/** 15000 → "15", 14975 → "14.975": the rate as the spec's table writes it. */
export const formatRate = (millipercent: number): string =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 3 }).format(millipercent / 1000);
