import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import { type AdminSeedResult, seedSuperAdmin } from './admin.ts';
import { seedCategories } from './categories.ts';
import { seedPricing } from './pricing.ts';

/** Reference data every installation needs; safe to run on every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCategories(db);
  await seedPricing(db);
}

export async function seed(
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ admin: AdminSeedResult }> {
  await seedReferenceData(db);
  const admin = await seedSuperAdmin(db, { email: config.adminEmail, password: config.adminPassword });
  return { admin };
}
