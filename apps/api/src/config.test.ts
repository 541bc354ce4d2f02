import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives every setting a safe default', () => {
    const config = loadConfig({}, '/srv/mariner');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/mariner', 'data'),
      uploadsDir: path.resolve('/srv/mariner', 'data', 'uploads'),
      databaseUrl: undefined,
      seedDemo: true,
      serveWeb: true,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '4001' }).publicUrl).toBe('http://localhost:4001');
    expect(loadConfig({ PUBLIC_URL: 'https://mariner.example/' }).publicUrl).toBe('https://mariner.example');
  });

  it('reads booleans as true/false/1/0', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'TRUE' }).seedDemo).toBe(true);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe', DATABASE_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('SEED_DEMO');
    expect(message).toContain('DATABASE_URL');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads the background jobs’ intervals in seconds: the campaign worker every 5 s unless told', () => {
    expect(loadConfig({})).toMatchObject({ outboxDrainIntervalMs: 5_000, campaignSendIntervalMs: 5_000 });
    expect(loadConfig({ CAMPAIGN_SEND_INTERVAL_SECONDS: '1' }).campaignSendIntervalMs).toBe(1_000);
    expect(() => loadConfig({ CAMPAIGN_SEND_INTERVAL_SECONDS: '0' })).toThrow(
      /CAMPAIGN_SEND_INTERVAL_SECONDS/,
    );
  });
});

describe('loadConfig: Stripe keys', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('reads both keys and the webhook secret', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_51Mariner',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Mariner',
      STRIPE_WEBHOOK_SECRET: 'whsec_mariner',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_51Mariner',
      publishableKey: 'pk_test_51Mariner',
      webhookSecret: 'whsec_mariner',
    });
  });

  it('stops the start when the secret key is set without the publishable key, naming it', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_51Mariner' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
    ]);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_51Mariner' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('refuses a secret key where the publishable key goes, so it never reaches a browser', () => {
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_51Mariner', STRIPE_PUBLISHABLE_KEY: 'sk_test_51Mariner' }),
    ).toEqual(['STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key (pk_test_… or pk_live_…)']);
  });

  it('refuses a secret key that is not one, and test and live keys mixed', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is a test key but STRIPE_SECRET_KEY is a live key',
    ]);
  });

  it('leaves Stripe off when no key is set', () => {
    expect(loadConfig({}).stripe).toEqual({
      secretKey: undefined,
      publishableKey: undefined,
      webhookSecret: undefined,
    });
  });

  it('refuses a production start on the test processor unless PAYMENTS_MODE=test says so (issue 25, defect 10)', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' };
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'STRIPE_SECRET_KEY: is required when NODE_ENV=production: set it and STRIPE_PUBLISHABLE_KEY, or PAYMENTS_MODE=test to take test payments only',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', ...keys })).toEqual([]);
    // No NODE_ENV (npm start, development, tests) keeps the embedded defaults working.
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(problemsOf({ PAYMENTS_MODE: 'live' })).toEqual([
      'STRIPE_SECRET_KEY: is required when PAYMENTS_MODE=live',
    ]);
    expect(problemsOf({ PAYMENTS_MODE: 'test', ...keys })).toEqual([
      'PAYMENTS_MODE: is test but STRIPE_SECRET_KEY is set: unset one of them',
    ]);
    expect(problemsOf({ PAYMENTS_MODE: 'sandbox' })).toEqual(['PAYMENTS_MODE: must be test or live']);
  });
});
