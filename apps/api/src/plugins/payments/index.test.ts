import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import dbPlugin from '../db.ts';
import paymentsPlugin, { testProcessorOf } from './index.ts';
import { StripeDriver } from './stripe-driver.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function buildWith(stripe: { secretKey?: string; publishableKey?: string }) {
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

  it('uses Stripe when STRIPE_SECRET_KEY is set, with the configured publishable key, quietly', async () => {
    const { app, lines } = await buildWith({
      secretKey: 'sk_test_51Mariner',
      publishableKey: 'pk_test_51Mariner',
    });
    expect(app.payments).toBeInstanceOf(StripeDriver);
    expect(app.payments.provider).toBe('stripe');
    expect(app.payments.publishableKey).toBe('pk_test_51Mariner');
    expect(testProcessorOf(app.payments)).toBeNull();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('refuses to start with a secret key but no publishable key, naming the variable', async () => {
    await expect(buildWith({ secretKey: 'sk_test_51Mariner' })).rejects.toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
