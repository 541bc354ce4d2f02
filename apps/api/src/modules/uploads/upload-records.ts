import { MESSAGES, UNREFERENCED_UPLOAD_TTL_MS } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadObject, UploadOwner, UploadStorage } from '../../plugins/storage/storage.ts';

type Rows<T> = { rows: T[] };

/**
 * Issue 25, defect 5: an account's stored bytes are held to UPLOAD_QUOTA_MB_PER_ACCOUNT. The
 * check, the sum and the new rows happen under a lock on the account, so two uploads at once
 * cannot both pass on the same remaining space. The rows are written before the files: a crash
 * in between leaves a row whose address nothing holds, which the sweep removes a day later.
 */
export async function recordUploads(
  db: Database,
  objects: UploadObject[],
  options: { owner: UploadOwner | null; url: string; quotaBytes: number },
): Promise<void> {
  const { owner, url } = options;
  const bytes = objects.reduce((sum, object) => sum + object.buffer.length, 0);
  await db.transaction(async (tx) => {
    if (owner && !owner.isQuotaExempt) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${owner.id}`}))`);
      const keys = objects.map((object) => object.key);
      const used = (await tx.execute(sql`
        select coalesce(sum(bytes), 0)::bigint as used from uploads
        where owner_id = ${owner.id} and key not in ${keys}`)) as unknown as Rows<{ used: string | number }>;
      if (Number(used.rows[0]?.used ?? 0) + bytes > options.quotaBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploadQuotaExceeded);
      }
    }
    for (const object of objects) {
      await tx.execute(sql`
        insert into uploads (key, owner_id, url, bytes)
        values (${object.key}, ${owner?.id ?? null}, ${url}, ${object.buffer.length})
        on conflict (key) do update set bytes = excluded.bytes`);
    }
  });
}

/**
 * Refuses an account already at its quota before its picture costs a decode; the exact check
 * (with the new bytes, under the lock) is recordUploads'.
 */
export async function assertUploadRoom(db: Database, owner: UploadOwner | null, quotaBytes: number) {
  if (!owner || owner.isQuotaExempt) return;
  const used = (await db.execute(sql`
    select coalesce(sum(bytes), 0)::bigint as used from uploads where owner_id = ${owner.id}`)) as unknown as Rows<{
    used: string | number;
  }>;
  if (Number(used.rows[0]?.used ?? 0) >= quotaBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploadQuotaExceeded);
  }
}

/** The row goes with its file. */
export async function forgetUpload(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from uploads where key = ${key}`);
}

/** The addresses, of those given, that a row of another table holds. */
async function referencedAmong(db: Database, urls: string[]): Promise<Set<string>> {
  const array = sql`array[${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const found = (await db.execute(sql`
    select featured_image as url from auctions where featured_image = any(${array})
    union select unnest(images) from auctions where images && ${array}
    union select unnest(images) from lots where images && ${array}
    union select image_url from banners where image_url = any(${array})
    union select mobile_image_url from banners where mobile_image_url = any(${array})
    union select company_logo from users where company_logo = any(${array})
    union select logo from directory_listings where logo = any(${array})`)) as unknown as Rows<{
    url: string;
  }>;
  return new Set(found.rows.map((row) => row.url));
}

export interface SweepResult {
  removed: number;
  kept: number;
}

/**
 * Removes uploads that nothing refers to a day after they were stored (an image uploaded for a
 * banner never created, a replaced picture whose owner went away). Rows are claimed with FOR
 * UPDATE SKIP LOCKED, so instances sweeping at once share the work; a file is deleted before its
 * row's removal commits, so an upload of the same content meanwhile waits and writes it again.
 * An upload found referenced is marked so and never looked at again (replacing or deleting it
 * removes its row with its file).
 */
export async function sweepUnreferencedUploads(
  db: Database,
  storage: UploadStorage,
  options: { now?: Date; batch?: number } = {},
): Promise<SweepResult> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  const result: SweepResult = { removed: 0, kept: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        select key, url from uploads
        where not referenced and created_at < ${cutoff.toISOString()}::timestamptz
        order by created_at
        limit ${options.batch ?? 100}
        for update skip locked`)) as unknown as Rows<{ key: string; url: string }>;
      if (claimed.rows.length === 0) return 0;
      const urls = [...new Set(claimed.rows.map((row) => row.url))];
      const referenced = await referencedAmong(tx as unknown as Database, urls);
      const orphans = claimed.rows.filter((row) => !referenced.has(row.url)).map((row) => row.key);
      const kept = claimed.rows.filter((row) => referenced.has(row.url)).map((row) => row.key);
      for (const key of orphans) await storage.driver.delete(key);
      if (orphans.length > 0) await tx.execute(sql`delete from uploads where key in ${orphans}`);
      if (kept.length > 0) await tx.execute(sql`update uploads set referenced = true where key in ${kept}`);
      result.removed += orphans.length;
      result.kept += kept.length;
      return claimed.rows.length;
    });
    if (batch === 0) return result;
  }
}

/** Superadmins act for others (a company's logo, demo data), so their uploads are not limited. */
export const uploadOwnerOf = (user: { id: string; role: string }): UploadOwner => ({
  id: user.id,
  isQuotaExempt: user.role === 'SUPERADMIN',
});
