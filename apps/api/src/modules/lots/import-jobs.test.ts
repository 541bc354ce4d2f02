import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { LOT_IMPORT_MESSAGES, LOT_IMPORT_SYNC_PHOTOS, type LotImportJob } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotImportJobs, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { buildZip, csvSheet, postLotImport } from '../../test/zip.ts';
import { createAuction, createCategory, png } from '../auctions/test-fixtures.ts';
import {
  LOT_IMPORT_LEASE_MS,
  LOT_IMPORT_MAX_ATTEMPTS,
  type LotImportJobDeps,
  lotImportRoot,
  runNextLotImportJob,
} from './import-jobs.ts';

/**
 * Decision 031, the import as a job: 202 and a job for large (or `?async=true`) imports, its
 * progress and report from the database, owner and admins only, and a run that stops mid-job
 * (an instance restarting) resumed without losing or duplicating a lot. The worker's timer is
 * stopped: the tests run the jobs themselves, with their own clock.
 */
let t: TestApp;
let seller: UserRow;
let categoryId = '';
const tokens = { seller: '', other: '', admin: '' };
let deps: LotImportJobDeps;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.lotImportJobs.stop();
  deps = { app: t.app, storage: t.app.storage, log: t.app.log };
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const csv = csvSheet;
const newAuction = () => createAuction(t.app, { sellerId: seller.id, categoryId });
const importSheet = (auctionId: string, sheet: Buffer, zip?: Buffer, query = '') =>
  postLotImport(t.app, tokens.seller, auctionId, sheet, zip, query);

async function readJob(auctionId: string, jobId: string, who: keyof typeof tokens | null = 'seller') {
  return t.app.inject({
    method: 'GET',
    url: `/api/auctions/${auctionId}/lots/import/${jobId}`,
    headers: who ? bearer(tokens[who]) : {},
  });
}

async function lotsOf(auctionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auctions/${auctionId}/lots?limit=100`,
    headers: bearer(tokens.seller),
  });
  return response.json().lots as { lotNumber: string; title: string; images: string[] }[];
}

/** A sheet of `count` lots with one photo each, and their archive (a photo may be named twice). */
async function photoSheet(count: number, options: { badRow?: number; title?: string } = {}) {
  const rows = ['lot,title,photos'];
  const entries = [];
  for (let i = 1; i <= count; i += 1) {
    const bad = i === options.badRow;
    entries.push({
      name: `p${i}.png`,
      content: bad ? Buffer.from('not an image') : await png(40, 30, i * 7),
    });
    rows.push(`${i},${options.title ?? 'Lot'} ${i},p${i}.png`);
  }
  return { sheet: csv(...rows), zip: buildZip(entries) };
}

const later = (ms: number) => () => new Date(Date.now() + ms);
const jobFolders = async () => readdir(lotImportRoot(t.config.dataDir)).catch(() => [] as string[]);

describe('POST …/lots/import as a job', () => {
  it('keeps the synchronous answer for a small sheet and archive, and leaves no file behind', async () => {
    const id = await newAuction();
    const { sheet, zip } = await photoSheet(2);
    const response = await importSheet(id, sheet, zip);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0, errors: [] });
    expect(await jobFolders()).toEqual([]);
  });

  it('answers a wrong sheet at once with its rows, job or not', async () => {
    const id = await newAuction();
    const response = await importSheet(id, csv('lot,title', '1,Piano', '2,'), undefined, '?async=true');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      created: 0,
      errors: [{ row: 3, column: 'title', message: 'Lot title is required' }],
    });
    expect(await jobFolders()).toEqual([]);
  });

  it('answers 202 with a job, which reports progress, then the report, to the owner and admins only', async () => {
    const id = await newAuction();
    const { sheet, zip } = await photoSheet(3);
    const response = await importSheet(id, sheet, zip, '?async=true');
    expect(response.statusCode, response.body).toBe(202);
    const job = response.json() as LotImportJob;
    expect(job).toMatchObject({ status: 'queued', rowsTotal: 3, rowsDone: 0, created: 0, errors: [] });
    expect(response.headers.location).toBe(`/api/auctions/${id}/lots/import/${job.jobId}`);
    expect(await lotsOf(id)).toEqual([]);

    expect((await readJob(id, job.jobId, null)).statusCode).toBe(401);
    expect((await readJob(id, job.jobId, 'other')).statusCode).toBe(403);
    expect((await readJob(id, job.jobId, 'admin')).statusCode).toBe(200);
    const elsewhere = await newAuction();
    expect((await readJob(elsewhere, job.jobId)).statusCode).toBe(404);
    expect((await readJob(id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect(await runNextLotImportJob(deps)).toBe(job.jobId);
    const done = (await readJob(id, job.jobId)).json() as LotImportJob;
    expect(done).toMatchObject({
      status: 'done',
      rowsTotal: 3,
      rowsDone: 3,
      created: 3,
      updated: 0,
      errors: [],
    });
    expect(done.finishedAt).not.toBeNull();
    const lots = await lotsOf(id);
    expect(lots.map((lot) => [lot.lotNumber, lot.images.length])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 1],
    ]);
    expect(await jobFolders()).toEqual([]);
    expect(await runNextLotImportJob(deps)).toBeNull();

    // The same sheet again updates the lots by number.
    const again = await importSheet(id, sheet, zip, '?async=true');
    await runNextLotImportJob(deps);
    expect((await readJob(id, again.json().jobId)).json()).toMatchObject({ created: 0, updated: 3 });
  });

  it(`makes a job by itself past ${LOT_IMPORT_SYNC_PHOTOS} photos, unless ?async=false`, async () => {
    const id = await newAuction();
    const rows = ['lot,title,photos'];
    for (let i = 1; i <= LOT_IMPORT_SYNC_PHOTOS + 1; i += 1) rows.push(`${i},Lot ${i},same.png`);
    const zip = buildZip([{ name: 'same.png', content: await png(20, 20) }]);
    const auto = await importSheet(id, csv(...rows), zip);
    expect(auto.statusCode, auto.body).toBe(202);
    await runNextLotImportJob(deps);
    expect((await readJob(id, auto.json().jobId)).json()).toMatchObject({
      status: 'done',
      created: LOT_IMPORT_SYNC_PHOTOS + 1,
    });
    const sync = await importSheet(id, csv(...rows), zip, '?async=false');
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json()).toEqual({ created: 0, updated: LOT_IMPORT_SYNC_PHOTOS + 1, errors: [] });
  });

  it('fails a job whose photo is not an image, writing nothing; with partial, leaves its row out', async () => {
    const id = await newAuction();
    const { sheet, zip } = await photoSheet(3, { badRow: 2 });
    const whole = await importSheet(id, sheet, zip, '?async=true');
    await runNextLotImportJob(deps);
    const failed = (await readJob(id, whole.json().jobId)).json() as LotImportJob;
    expect(failed).toMatchObject({
      status: 'failed',
      created: 0,
      message: LOT_IMPORT_MESSAGES.importRowsInvalid,
      errors: [{ row: 3, column: 'photos', message: 'Photo “p2.png” is not a JPEG, PNG, GIF or WebP image' }],
    });
    expect(await lotsOf(id)).toEqual([]);

    const partial = await importSheet(id, sheet, zip, '?async=true&partial=true');
    await runNextLotImportJob(deps);
    expect((await readJob(id, partial.json().jobId)).json()).toMatchObject({
      status: 'done',
      created: 2,
      errors: [{ row: 3, column: 'photos' }],
    });
    expect((await lotsOf(id)).map((lot) => lot.lotNumber)).toEqual(['1', '3']);
    expect(await jobFolders()).toEqual([]);
  });

  it('resumes a job whose instance stopped once its lease ran out, without losing or repeating a lot', async () => {
    const id = await newAuction();
    // Lot 2 is already in the catalogue: the job updates it, it does not add a second one.
    await importSheet(id, csv('lot,title', '2,Old title'));
    const { sheet, zip } = await photoSheet(8, { title: 'Imported' });
    const response = await importSheet(id, sheet, zip, '?async=true');
    const jobId = response.json().jobId as string;

    // The first run stops after 3 rows, as an instance killed mid-job: its progress is recorded.
    await runNextLotImportJob(deps, { stopAfterRows: 3 });
    const stopped = (await readJob(id, jobId)).json() as LotImportJob;
    expect(stopped.status).toBe('running');
    expect(stopped.rowsDone).toBeGreaterThanOrEqual(3);
    expect(stopped.rowsDone).toBeLessThan(8);
    expect(stopped.created).toBe(0);
    expect((await lotsOf(id)).map((lot) => lot.title)).toEqual(['Old title']);

    // While its lease holds, no other run takes it; once it has run out, the next run resumes it.
    expect(await runNextLotImportJob(deps)).toBeNull();
    expect(await runNextLotImportJob(deps, { now: later(LOT_IMPORT_LEASE_MS + 1000) })).toBe(jobId);
    const done = (await readJob(id, jobId)).json() as LotImportJob;
    expect(done).toMatchObject({ status: 'done', rowsDone: 8, created: 7, updated: 1, errors: [] });
    const lots = await lotsOf(id);
    expect(lots.map((lot) => lot.lotNumber)).toEqual(['2', '1', '3', '4', '5', '6', '7', '8']);
    expect(lots.every((lot) => lot.title.startsWith('Imported') && lot.images.length === 1)).toBe(true);
    const [row] = await t.db.select().from(lotImportJobs).where(eq(lotImportJobs.id, jobId));
    expect(row?.attempts).toBe(2);
    expect(await jobFolders()).toEqual([]);
  });

  it('gives the job back at its next row when the instance closes, for the next run to resume at once', async () => {
    const id = await newAuction();
    const { sheet, zip } = await photoSheet(5);
    const jobId = (await importSheet(id, sheet, zip, '?async=true')).json().jobId as string;
    const closing = new AbortController();
    closing.abort();
    await runNextLotImportJob({ ...deps, signal: closing.signal });
    const [given] = await t.db.select().from(lotImportJobs).where(eq(lotImportJobs.id, jobId));
    expect(given).toMatchObject({ status: 'running', claim: null });
    expect(given?.rowsDone).toBeGreaterThanOrEqual(1);
    expect(given?.rowsDone).toBeLessThan(5);
    // No lease to wait for: the next run, here or on another instance, takes it now.
    expect(await runNextLotImportJob(deps)).toBe(jobId);
    expect((await readJob(id, jobId)).json()).toMatchObject({ status: 'done', created: 5 });
    expect((await lotsOf(id)).map((lot) => lot.lotNumber)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('fails cleanly, and says so, when a resumed job finds its files gone or stopped too often', async () => {
    const id = await newAuction();
    const { sheet, zip } = await photoSheet(4);
    const lostJob = (await importSheet(id, sheet, zip, '?async=true')).json().jobId as string;
    await runNextLotImportJob(deps, { stopAfterRows: 1 });
    // Another instance without this DATA_DIR, or a disk wiped by the restart.
    const [row] = await t.db.select().from(lotImportJobs).where(eq(lotImportJobs.id, lostJob));
    await rm(row?.folder ?? '', { recursive: true, force: true });
    await runNextLotImportJob(deps, { now: later(LOT_IMPORT_LEASE_MS + 1000) });
    expect((await readJob(id, lostJob)).json()).toMatchObject({
      status: 'failed',
      created: 0,
      message: LOT_IMPORT_MESSAGES.importJobLost,
    });
    expect(await lotsOf(id)).toEqual([]);

    const tiredJob = (await importSheet(id, sheet, zip, '?async=true')).json().jobId as string;
    await t.db
      .update(lotImportJobs)
      .set({ attempts: LOT_IMPORT_MAX_ATTEMPTS })
      .where(eq(lotImportJobs.id, tiredJob));
    await runNextLotImportJob(deps);
    expect((await readJob(id, tiredJob)).json()).toMatchObject({
      status: 'failed',
      message: LOT_IMPORT_MESSAGES.importJobStopped,
    });
    expect(await lotsOf(id)).toEqual([]);
    expect(await jobFolders()).toEqual([]);
    expect(existsSync(row?.folder ?? '')).toBe(false);
  });

  it('holds an account to two unfinished jobs', async () => {
    const id = await newAuction();
    const small = csv('lot,title', '1,Piano');
    expect((await importSheet(id, small, undefined, '?async=true')).statusCode).toBe(202);
    expect((await importSheet(id, small, undefined, '?async=true')).statusCode).toBe(202);
    const third = await importSheet(id, small, undefined, '?async=true');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(LOT_IMPORT_MESSAGES.importJobsBusy);
    // A synchronous import is not a job, and stays allowed.
    expect((await importSheet(id, small, undefined, '?async=false')).statusCode).toBe(200);
    while (await runNextLotImportJob(deps)) {
      // drain
    }
  });
});
