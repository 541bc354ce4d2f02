import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import dbPlugin from '../db.ts';
import paymentsPlugin, { testProcessorOf } from './index.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function buildWith(stripe: { secretKey?: string }) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(dbPlugin, { db: handle.db, config: createTestConfig({ stripe }) });
  await app.register(paymentsPlugin);
  await app.ready();
  return { app, lines };
}

describe('payments plugin', () => {
  it('uses the test processor when no Stripe key is set, quietly', async () => {
    const { app, lines } = await buildWith({});
    expect(app.payments.provider).toBe('test');
    expect(app.payments.publishableKey).toBeNull();
    expect(testProcessorOf(app.payments)).toBe(app.payments);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('says so in the log when a Stripe key is set, and still uses the test processor', async () => {
    const { app, lines } = await buildWith({ secretKey: 'sk_test_123' });
    expect(app.payments.provider).toBe('test');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.level).toBe(40);
    expect(entry.msg).toMatch(/Stripe payment driver is not built yet; using the built-in test processor/);
    expect(lines[0]).not.toContain('sk_test_123');
    await app.close();
  });
});
