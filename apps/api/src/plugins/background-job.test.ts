import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleBackgroundJob } from './background-job.ts';

/** A run the test finishes by hand, to see what happens while it is under way. */
const controlledRuns = () => {
  const finishers: Array<(error?: Error) => void> = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finishers.push((error) => (error ? reject(error) : resolve()));
      }),
  );
  return { run, finish: (error?: Error) => finishers.shift()?.(error) };
};

describe('scheduleBackgroundJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on its timer once ready, one run at a time, skipping ticks during a run', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { run, finish } = controlledRuns();
    scheduleBackgroundJob(app, { failure: 'job failed', everyMs: 1_000, run });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled(); // not before the app is ready
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await app.close();
  });

  it('logs a failed run and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const error = vi.spyOn(app.log, 'error');
    const { run, finish } = controlledRuns();
    scheduleBackgroundJob(app, { failure: 'job failed', everyMs: 1_000, run });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    finish(new Error('database away'));
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'job failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await app.close();
  });

  it('kick runs soon; closing waits for the run under way and starts no other', async () => {
    const app = Fastify();
    const { run, finish } = controlledRuns();
    const job = scheduleBackgroundJob(app, { failure: 'job failed', everyMs: 60_000, run });
    await app.ready();
    job.kick();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
    job.kick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
