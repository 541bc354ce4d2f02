import { asSingleLine } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { hasControlCharacter } from './text.ts';
import { z } from './zod.ts';

export const Category = z.object({ id: z.uuid(), name: z.string() });
export type Category = z.infer<typeof Category>;

/** GET /api/categories answers a plain list (spec 000 §7): the active categories, in their order. */
export const CategoriesResponse = z.array(Category);
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/** Decision 023: a category's name, in either language, is 1 to 60 characters. */
export const CATEGORY_NAME_MAX = 60;

/** One line, no control characters (issue 25), trimmed, 1 to CATEGORY_NAME_MAX characters. */
const categoryName = (required: string) =>
  asSingleLine(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(CATEGORY_NAME_MAX, { error: MESSAGES.categoryNameTooLong })
      .refine((text) => !hasControlCharacter(text), { error: MESSAGES.controlCharacters }),
  );

/** POST /api/categories (superadmins): both names are required; it goes last in the order. */
export const CreateCategoryRequest = z.object({
  name: categoryName(MESSAGES.categoryNameRequired),
  nameFr: categoryName(MESSAGES.categoryNameFrRequired),
});
export type CreateCategoryRequest = z.infer<typeof CreateCategoryRequest>;

/**
 * PUT /api/categories/{id} (superadmins): any of the names, the place in the order (`sortOrder`,
 * smaller first) and `retired` (a retired category leaves the lists, forms and filters; its
 * auctions keep reading it).
 */
export const UpdateCategoryRequest = z.object({
  name: categoryName(MESSAGES.categoryNameRequired).optional(),
  nameFr: categoryName(MESSAGES.categoryNameFrRequired).optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  retired: z.boolean().optional(),
});
export type UpdateCategoryRequest = z.infer<typeof UpdateCategoryRequest>;

/** PUT /api/categories/order (superadmins): every category's id, in the new order. */
export const ReorderCategoriesRequest = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
export type ReorderCategoriesRequest = z.infer<typeof ReorderCategoriesRequest>;

export const CategoryIdParams = z.object({ id: z.uuid({ error: MESSAGES.categoryNotFound }) });

/** GET /api/categories?include=retired (admins): the retired ones too, in the spec's shape. */
export const CategoriesQuery = z.object({ include: z.enum(['retired']).optional() });

/** DELETE /api/categories/{id}?mergeInto=<id>: moves the auctions (and lots) there first. */
export const DeleteCategoryQuery = z.object({ mergeInto: z.uuid().optional() });

/** What the admin tab shows of a category (GET /api/categories/manage, and every write's answer). */
export const ManagedCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  nameFr: z.string(),
  slug: z.string(),
  sortOrder: z.number().int(),
  retired: z.boolean(),
  auctionCount: z.number().int(),
});
export type ManagedCategory = z.infer<typeof ManagedCategory>;

export const ManagedCategoriesResponse = z.array(ManagedCategory);
export type ManagedCategoriesResponse = z.infer<typeof ManagedCategoriesResponse>;

/** DELETE's answer: how many auctions and lots moved to `mergeInto`. */
export const DeleteCategoryResponse = z.object({
  success: z.literal(true),
  movedAuctions: z.number().int(),
  movedLots: z.number().int(),
});
export type DeleteCategoryResponse = z.infer<typeof DeleteCategoryResponse>;
