import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Storage } from '../../plugins/storage/index.ts';

/**
 * A logo file can stand on more than one row: an active directory listing's logo is copied onto
 * its owner's profile, and a superadmin may give a company a logo uploaded elsewhere by address
 * (spec 001 §7 `PUT /users/{id}/directory-info` with `companyLogo`). So a logo is removed from
 * storage only when no profile and no listing points at it any more. This one read spans the two
 * tables on purpose: the question is about the file, not about either module's rows.
 */
export async function isLogoInUse(db: Executor, url: string): Promise<boolean> {
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    select exists (select 1 from users where company_logo = ${url})
        or exists (select 1 from directory_listings where logo = ${url}) as used`)) as unknown as {
    rows: { used: boolean }[];
  };
  return Boolean(result.rows[0]?.used);
}

/** Deletes a logo this storage issued once nothing refers to it; foreign addresses are ignored. */
export async function releaseLogo(db: Executor, storage: Storage, url: string | null | undefined) {
  if (!url || !storage.keyOfUrl(url)) return;
  if (await isLogoInUse(db, url)) return;
  await storage.deleteUrl(url);
}

/** A logo address this product's storage issued (an upload of ours), refused otherwise. */
export function isOwnLogoAddress(storage: Storage, url: string): boolean {
  const key = storage.keyOfUrl(url);
  return key !== null && (key.startsWith('logos/') || key.startsWith('directory-listings/'));
}
