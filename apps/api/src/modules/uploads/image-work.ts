import os from 'node:os';
import { IMAGE_JOBS_PER_ACCOUNT, MESSAGES } from '@mariner/contracts';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../../plugins/errors.ts';

/**
 * Issue 25, defect 5: image work (decoding, resizing, encoding, drawing share cards) runs on
 * libuv's thread pool, four threads by default, which password hashing (@node-rs/argon2's async
 * tasks) and file reads share. Twelve pictures at once filled it, and logins and file serving
 * waited seconds behind them. So an instance runs at most this many image jobs at once, each on
 * one libvips thread: at most two pool threads and one core less than the machine has, which
 * leaves threads for argon2 and fs and a core for the event loop. (UV_THREADPOOL_SIZE cannot be
 * raised from inside the process: the module loader has started the pool before our code runs.)
 */
export const IMAGE_CONCURRENCY = Math.min(2, Math.max(1, os.availableParallelism() - 1));
sharp.concurrency(1);

/**
 * Jobs that may wait for a turn; past that an upload is refused (503) rather than held, since
 * each waiting job holds its file (up to 10 MB) in memory.
 */
export const MAX_WAITING_IMAGE_JOBS = 16;

const limit = pLimit(IMAGE_CONCURRENCY);

export interface ImageWorkOptions {
  /**
   * Wait for a turn however many jobs wait: for work that bounds its own jobs in flight (a lot
   * import holds at most IMAGE_CONCURRENCY + 1 photos), so a busy instance slows it down rather
   * than failing it at its thousandth photo.
   */
  alwaysWait?: boolean;
}

/** Runs image work in its turn on this instance, or refuses it when too many already wait. */
export function runImageWork<T>(work: () => Promise<T>, options: ImageWorkOptions = {}): Promise<T> {
  if (!options.alwaysWait && limit.pendingCount >= MAX_WAITING_IMAGE_JOBS) {
    return Promise.reject(new AppError('SERVICE_UNAVAILABLE', MESSAGES.imageWorkBusy));
  }
  return limit(work);
}

/** Jobs of each account in flight on this instance; an entry lives only while its jobs run. */
const jobsOfAccount = new Map<string, number>();

/**
 * Holds one of the account's image slots for an upload, from before its body is read until it is
 * stored. A third upload while two are in flight is refused (429) rather than queued: the web app
 * uploads one picture at a time, and a queue per account would let one account hold any number
 * of files in memory; a refusal costs nothing and tells the client what to do.
 */
export async function withAccountImageSlot<T>(accountId: string, work: () => Promise<T>): Promise<T> {
  const running = jobsOfAccount.get(accountId) ?? 0;
  if (running >= IMAGE_JOBS_PER_ACCOUNT) throw new AppError('RATE_LIMITED', MESSAGES.imageUploadsInProgress);
  jobsOfAccount.set(accountId, running + 1);
  try {
    return await work();
  } finally {
    const left = (jobsOfAccount.get(accountId) ?? 1) - 1;
    if (left > 0) jobsOfAccount.set(accountId, left);
    else jobsOfAccount.delete(accountId);
  }
}

/** For tests: what the instance is doing now. */
export const imageWorkLoad = (accountId?: string) => ({
  running: limit.activeCount,
  waiting: limit.pendingCount,
  accounts: jobsOfAccount.size,
  ofAccount: accountId ? (jobsOfAccount.get(accountId) ?? 0) : 0,
});
