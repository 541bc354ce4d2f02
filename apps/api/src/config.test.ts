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
});
