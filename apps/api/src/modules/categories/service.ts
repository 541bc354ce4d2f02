import {
  type CreateCategoryRequest,
  type DeleteCategoryResponse,
  type ManagedCategory,
  MESSAGES,
  type ReorderCategoriesRequest,
  type UpdateCategoryRequest,
} from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories } from '../../db/schema.ts';
import { slugify } from '../../db/seed/categories.ts';
import { AppError } from '../../plugins/errors.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { type AuditActor, changesOf, recordAudit } from '../audit/record.ts';
import { isUniqueViolation } from '../auth/service.ts';
import {
  countAuctionsIn,
  findCategoryRow,
  findManagedCategory,
  findNameClash,
  listManagedCategories,
  moveCategoryContents,
  nextSortOrder,
  slugTaken,
} from './queries.ts';

type App = Pick<FastifyInstance, 'db' | 'categoriesCache' | 'auctionReads' | 'nearIndex' | 'cacheSync'>;

/**
 * After every category write: the kept category list here and on the other instances, and the
 * auction reads (each auction answer names its category). The rendered pages forget themselves
 * on any API write (pages/page-cache.ts).
 */
function forgetCategoryReads(app: App): void {
  app.categoriesCache.forget();
  app.cacheSync.announce('categories');
  forgetAuctionReads(app);
}

const notFound = () => new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
const nameTaken = (field: 'name' | 'nameFr') =>
  new AppError('CONFLICT', MESSAGES.categoryNameTaken, { [field]: MESSAGES.categoryNameTaken });

async function refuseTakenNames(app: App, names: { name?: string; nameFr?: string }, exceptId?: string) {
  for (const field of ['name', 'nameFr'] as const) {
    const value = names[field];
    if (value !== undefined && (await findNameClash(app.db, field, value, exceptId))) throw nameTaken(field);
  }
}

/** A slug nobody has: the name's, else with -2, -3… (a retired category keeps its slug). */
async function freeSlug(app: App, name: string): Promise<string> {
  const base = slugify(name) || 'category';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(app.db, slug))) return slug;
  }
}

/** Two writers racing past the checks meet the unique indexes: still a 409, never a 500. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('name');
    throw error;
  }
}

async function managedOrNotFound(app: App, id: string): Promise<ManagedCategory> {
  const row = await findManagedCategory(app.db, id);
  if (!row) throw notFound();
  return row;
}

export const listForAdmin = (app: App): Promise<ManagedCategory[]> => listManagedCategories(app.db);

export async function createCategory(
  app: App,
  actor: AuditActor,
  input: CreateCategoryRequest,
): Promise<ManagedCategory> {
  await refuseTakenNames(app, input);
  const slug = await freeSlug(app, input.name);
  const row = await guardUnique(() =>
    app.db.transaction(async (tx) => {
      const values = { name: input.name, nameFr: input.nameFr, slug, sortOrder: await nextSortOrder(tx) };
      const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
      if (!created) throw new Error('category not created');
      await recordAudit(tx, {
        actor,
        action: 'category.create',
        subject: { type: 'category', id: created.id, label: input.name },
        changes: changesOf(null, values, ['name', 'nameFr', 'slug', 'sortOrder']),
      });
      return created;
    }),
  );
  forgetCategoryReads(app);
  return managedOrNotFound(app, row.id);
}

/** Renames keep the slug: addresses already shared (`/auctions?category=`) go by id anyway. */
export async function updateCategory(
  app: App,
  actor: AuditActor,
  id: string,
  change: UpdateCategoryRequest,
): Promise<ManagedCategory> {
  const current = await findCategoryRow(app.db, id);
  if (!current) throw notFound();
  await refuseTakenNames(app, change, id);
  const retiredAt =
    change.retired === undefined ? undefined : change.retired ? (current.retiredAt ?? new Date()) : null;
  const values = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.nameFr === undefined ? {} : { nameFr: change.nameFr }),
    ...(change.sortOrder === undefined ? {} : { sortOrder: change.sortOrder }),
    ...(retiredAt === undefined ? {} : { retiredAt }),
  };
  if (Object.keys(values).length > 0) {
    const changes = changesOf(current, values, ['name', 'nameFr', 'sortOrder', 'retiredAt']);
    // Retiring or restoring is its own kind of record, as the admin tab offers it apart from a rename.
    const wasRetired = current.retiredAt !== null;
    const action =
      'retiredAt' in changes && wasRetired !== Boolean(retiredAt)
        ? retiredAt
          ? 'category.retire'
          : 'category.restore'
        : 'category.update';
    await guardUnique(() =>
      app.db.transaction(async (tx) => {
        await tx.update(categories).set(values).where(eq(categories.id, id));
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, {
            actor,
            action,
            subject: { type: 'category', id, label: values.name ?? current.name },
            changes,
          });
        }
      }),
    );
    forgetCategoryReads(app);
  }
  return managedOrNotFound(app, id);
}

/**
 * PUT /api/categories/order: the given ids take places 0, 1, 2…; categories not named keep their
 * relative order after them. An unknown id is a 404 and nothing changes.
 */
export async function reorderCategories(
  app: App,
  actor: AuditActor,
  { ids }: ReorderCategoriesRequest,
): Promise<ManagedCategory[]> {
  const unique = [...new Set(ids)];
  await app.db.transaction(async (tx) => {
    const all = await listManagedCategories(tx);
    const known = new Set(all.map((category) => category.id));
    if (unique.some((id) => !known.has(id))) throw notFound();
    const named = new Set(unique);
    const order = [...unique, ...all.filter((c) => !named.has(c.id)).map((c) => c.id)];
    for (const [index, id] of order.entries())
      await tx.update(categories).set({ sortOrder: index }).where(eq(categories.id, id));
    const before = all.map((category) => category.name);
    const after = order.map((id) => all.find((category) => category.id === id)?.name ?? id);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        actor,
        action: 'category.reorder',
        subject: { type: 'category', id: 'order', label: 'order' },
        changes: { order: { before, after } },
      });
    }
  });
  forgetCategoryReads(app);
  return listManagedCategories(app.db);
}

/**
 * DELETE /api/categories/{id}: refused (409) while auctions use it, unless `mergeInto` names
 * another category: then its auctions and lots move there and it is deleted, in one transaction.
 */
export async function deleteCategory(
  app: App,
  actor: AuditActor,
  id: string,
  mergeInto: string | undefined,
): Promise<DeleteCategoryResponse> {
  if (mergeInto === id) throw new AppError('BAD_REQUEST', MESSAGES.categoryMergeIntoSelf);
  const moved = await app.db.transaction(async (tx) => {
    const current = await findCategoryRow(tx, id);
    if (!current) throw notFound();
    let result = { movedAuctions: 0, movedLots: 0 };
    let target: Awaited<ReturnType<typeof findCategoryRow>>;
    if (mergeInto !== undefined) {
      target = await findCategoryRow(tx, mergeInto);
      if (!target) throw notFound();
      result = await moveCategoryContents(tx, id, mergeInto);
    } else if ((await countAuctionsIn(tx, id)) > 0) {
      throw new AppError('CONFLICT', MESSAGES.categoryInUse);
    }
    // Lots of a category deleted without a merge lose it (the foreign key's ON DELETE SET NULL).
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor,
      action: target ? 'category.merge' : 'category.delete',
      subject: { type: 'category', id, label: current.name },
      changes: {
        ...changesOf(current, null, ['name', 'nameFr']),
        ...(target
          ? {
              mergedInto: { before: null, after: target.name },
              movedAuctions: { before: null, after: result.movedAuctions },
              movedLots: { before: null, after: result.movedLots },
            }
          : {}),
      },
    });
    return result;
  });
  forgetCategoryReads(app);
  return { success: true, ...moved };
}
