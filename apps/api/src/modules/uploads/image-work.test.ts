import { MESSAGES } from '@mariner/contracts';
import { describe, expect, it } from 'vitest';
import { IMAGE_CONCURRENCY, imageWorkLoad, MAX_WAITING_IMAGE_JOBS, runImageWork } from './image-work.ts';

/** Issue 25, defect 5: image work on an instance is bounded, in what runs and in what waits. */
describe('the instance’s image queue', () => {
  it('runs at most IMAGE_CONCURRENCY jobs at once, holds a bounded number waiting, and refuses the rest with 503', async () => {
    expect(IMAGE_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(IMAGE_CONCURRENCY).toBeLessThanOrEqual(2);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
    };
    const accepted = Array.from({ length: IMAGE_CONCURRENCY + MAX_WAITING_IMAGE_JOBS }, () =>
      runImageWork(job),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(imageWorkLoad()).toMatchObject({ running: IMAGE_CONCURRENCY, waiting: MAX_WAITING_IMAGE_JOBS });
    await expect(runImageWork(job)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.imageWorkBusy,
    });
    release();
    await Promise.all(accepted);
    expect(most).toBe(IMAGE_CONCURRENCY);
    expect(imageWorkLoad()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('lets work that bounds itself (a lot import) wait its turn however many jobs wait', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return 'done';
    };
    const queued = Array.from({ length: IMAGE_CONCURRENCY + MAX_WAITING_IMAGE_JOBS }, () =>
      runImageWork(job),
    );
    const bulk = runImageWork(job, { alwaysWait: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(imageWorkLoad()).toMatchObject({
      running: IMAGE_CONCURRENCY,
      waiting: MAX_WAITING_IMAGE_JOBS + 1,
    });
    release();
    await expect(bulk).resolves.toBe('done');
    await Promise.all(queued);
    expect(most).toBe(IMAGE_CONCURRENCY);
  });
});
