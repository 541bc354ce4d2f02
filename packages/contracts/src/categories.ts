import { z } from './zod.ts';

export const Category = z.object({ id: z.uuid(), name: z.string() });
export type Category = z.infer<typeof Category>;

/** GET /api/categories answers a plain list (spec 000 §7). */
export const CategoriesResponse = z.array(Category);
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;
