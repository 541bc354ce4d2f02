import { LocaleField } from './fields.ts';
import { z } from './zod.ts';

export * from './flyer-values.ts';

/** GET /api/auctions/{id}/flyer.pdf (issue 28, item 4): `?lang=fr` prints it in French; English otherwise. */
export const FlyerQuery = z.object({ lang: LocaleField.optional() });
export type FlyerQuery = z.infer<typeof FlyerQuery>;
