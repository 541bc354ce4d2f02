import fp from 'fastify-plugin';
import { type BackgroundJob, scheduleBackgroundJob } from '../../plugins/background-job.ts';
import { type LotImportJobDeps, runNextLotImportJob, sweepLotImportFolders } from './import-jobs.ts';

/** How often each instance looks for a job nobody holds (a new one is kicked at once). */
export const LOT_IMPORT_TICK_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** `kick` once a job is made; `settled` and `stop` for tests that drive the runs themselves. */
    lotImportJobs: BackgroundJob;
  }
}

/**
 * Decision 031, the import as a job: every instance runs lot import jobs, one at a time (the
 * photos' CPU is already bounded per instance by the image queue, and one job keeps the memory
 * bound of PHOTO_ROWS_IN_FLIGHT photos). A job left running by a stopped instance is claimed
 * again once its lease has run out, here or on any instance that shares DATA_DIR.
 */
export default fp(
  async (app) => {
    // Closing stops a run at its next row (recorded, the job given back) rather than holding the
    // shutdown for the minutes a large import takes; preClose runs before the worker's own onClose.
    const closing = new AbortController();
    app.addHook('preClose', async () => closing.abort());
    const deps = (): LotImportJobDeps => ({
      app,
      storage: app.storage,
      log: app.log,
      signal: closing.signal,
    });
    const worker = scheduleBackgroundJob(app, {
      failure: 'lot import jobs run failed',
      everyMs: LOT_IMPORT_TICK_MS,
      run: async () => {
        while (!closing.signal.aborted && (await runNextLotImportJob(deps()))) {
          // one job after another until none is due
        }
        await sweepLotImportFolders(app.db, app.config.dataDir);
      },
    });
    app.decorate('lotImportJobs', worker);
  },
  { name: 'lot-import-jobs', dependencies: ['db', 'storage'] },
);
