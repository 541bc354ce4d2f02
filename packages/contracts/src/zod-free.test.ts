import { describe, expect, it, vi } from 'vitest';

// Any module of the graph that imports zod fails to load: importing a constant must build no schema.
vi.mock('zod', () => {
  throw new Error('zod was imported');
});

describe('@mariner/contracts/constants', () => {
  it('loads without zod', async () => {
    const constants = await import('./zod-free.ts');
    expect(constants.PAGE_SIZES.auctions).toBeGreaterThan(0);
    expect(constants.PROVINCES).toContain('NS');
    expect(constants.ROUTES).toBeDefined();
    expect(constants.MESSAGES.emailRequired).toBe('Email is required');
  });

  it('is told from a module that builds schemas (the check above can fail)', async () => {
    await expect(import('./enums.ts')).rejects.toThrow();
  });
});
