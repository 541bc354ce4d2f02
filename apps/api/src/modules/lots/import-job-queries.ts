import { randomUUID } from 'node:crypto';
import type { LotImportError, LotImportJobStatus } from '@mariner/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type LotImportJobRow, type LotImportRowProgress, lotImportJobs } from '../../db/schema.ts';

/** Reads and writes of lot import jobs (decision 031, the import as a job). */

const ACTIVE: LotImportJobStatus[] = ['queued', 'running'];

export type NewLotImportJob = Pick<
  LotImportJobRow,
  'auctionId' | 'userId' | 'partial' | 'locale' | 'folder' | 'hasZip' | 'rowsTotal' | 'rowsDone' | 'errors'
>;

export async function insertLotImportJob(db: Executor, values: NewLotImportJob & { id: string }) {
  const [row] = await db.insert(lotImportJobs).values(values).returning();
  if (!row) throw new Error('lot import job not inserted');
  return row;
}

export async function findLotImportJob(db: Executor, auctionId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(lotImportJobs)
    .where(and(eq(lotImportJobs.id, jobId), eq(lotImportJobs.auctionId, auctionId)));
  return row;
}

export async function countActiveLotImportJobs(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lotImportJobs)
    .where(and(eq(lotImportJobs.userId, userId), inArray(lotImportJobs.status, ACTIVE)));
  return row?.count ?? 0;
}

/**
 * Claims the oldest job nobody holds: queued, or running with its lease run out (its instance
 * stopped). FOR UPDATE SKIP LOCKED, so instances claiming at once never take the same job; the new
 * `claim` token is what every later write of this run is conditioned on.
 */
export async function claimLotImportJob(db: Database, now: Date, leaseMs: number) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: lotImportJobs.id })
      .from(lotImportJobs)
      .where(
        and(
          inArray(lotImportJobs.status, ACTIVE),
          sql`(${lotImportJobs.leaseUntil} is null or ${lotImportJobs.leaseUntil} <= ${now})`,
        ),
      )
      .orderBy(lotImportJobs.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(lotImportJobs)
      .set({
        status: 'running',
        claim: randomUUID(),
        leaseUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${lotImportJobs.attempts} + 1`,
        updatedAt: now,
      })
      .where(eq(lotImportJobs.id, due.id))
      .returning();
    return row;
  });
}

const heldBy = (job: Pick<LotImportJobRow, 'id' | 'claim'>) =>
  and(
    eq(lotImportJobs.id, job.id),
    eq(lotImportJobs.claim, job.claim ?? ''),
    eq(lotImportJobs.status, 'running'),
  );

/** Renews the lease; false when another instance has taken the job (this run must stop). */
export async function renewLotImportLease(db: Executor, job: LotImportJobRow, leaseUntil: Date) {
  const rows = await db
    .update(lotImportJobs)
    .set({ leaseUntil })
    .where(heldBy(job))
    .returning({ id: lotImportJobs.id });
  return rows.length > 0;
}

/** Gives the job back at once (an instance closing): the next run anywhere resumes it. */
export async function releaseLotImportJob(db: Executor, job: LotImportJobRow, now: Date) {
  await db.update(lotImportJobs).set({ leaseUntil: now, claim: null }).where(heldBy(job));
}

/** Records rows whose photos are done (merged into `progress`) and the counts; false when the job was taken. */
export async function saveLotImportProgress(
  db: Executor,
  job: LotImportJobRow,
  update: {
    rows: Record<string, LotImportRowProgress>;
    rowsDone: number;
    errors: LotImportError[];
    leaseUntil: Date;
    now: Date;
  },
) {
  const rows = await db
    .update(lotImportJobs)
    .set({
      progress: sql`${lotImportJobs.progress} || ${JSON.stringify(update.rows)}::jsonb`,
      rowsDone: update.rowsDone,
      errors: update.errors,
      leaseUntil: update.leaseUntil,
      updatedAt: update.now,
    })
    .where(heldBy(job))
    .returning({ id: lotImportJobs.id });
  return rows.length > 0;
}

/** Ends the job (done or failed); false when the job was taken by another instance meanwhile. */
export async function finishLotImportJob(
  db: Executor,
  job: LotImportJobRow,
  end: {
    status: 'done' | 'failed';
    created?: number;
    updated?: number;
    rowsDone?: number;
    errors: LotImportError[];
    message: string | null;
    now: Date;
  },
) {
  const rows = await db
    .update(lotImportJobs)
    .set({
      status: end.status,
      created: end.created ?? 0,
      updated: end.updated ?? 0,
      ...(end.rowsDone === undefined ? {} : { rowsDone: end.rowsDone }),
      errors: end.errors,
      message: end.message,
      claim: null,
      leaseUntil: null,
      finishedAt: end.now,
      updatedAt: end.now,
    })
    .where(heldBy(job))
    .returning({ id: lotImportJobs.id });
  return rows.length > 0;
}

/** The folders of jobs not finished: the sweep of leftover uploads keeps them. */
export async function findActiveLotImportFolders(db: Executor) {
  const rows = await db
    .select({ folder: lotImportJobs.folder })
    .from(lotImportJobs)
    .where(inArray(lotImportJobs.status, ACTIVE));
  return new Set(rows.map((row) => row.folder));
}
