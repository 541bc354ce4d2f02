import { AUCTION_CATEGORY_NAMES_FR, FALLBACK_CATEGORY_NAMES } from '@mariner/contracts';
import type { Executor } from '../client.ts';
import { categories } from '../schema.ts';

/** Spec 000 §9's eight categories plus the ones an Atlantic-Canadian auction site needs. */
export const CATEGORY_NAMES = [
  ...FALLBACK_CATEGORY_NAMES,
  'Antiques',
  'Art',
  'Coins & Currency',
  'Firearms & Militaria',
  'Furniture',
  'Heavy Equipment',
  'Marine & Boats',
  'Tools & Workshop',
] as const;

export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedCategories(db: Executor): Promise<void> {
  const sorted = [...CATEGORY_NAMES].sort((a, b) => a.localeCompare(b));
  await db
    .insert(categories)
    .values(
      sorted.map((name, index) => ({
        name,
        nameFr: AUCTION_CATEGORY_NAMES_FR[name] ?? name,
        slug: slugify(name),
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
