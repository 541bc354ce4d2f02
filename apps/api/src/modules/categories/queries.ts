import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export const listCategories = (db: Executor) =>
  db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
