import { z } from './zod.ts';

/**
 * Issue 25, defect 10: `test` while the built-in test processor takes the payments (no money
 * moves), `live` with Stripe.
 */
export const PaymentsMode = z.enum(['test', 'live']);
export type PaymentsMode = z.infer<typeof PaymentsMode>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('migrated'),
  payments: PaymentsMode,
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/ready: ready for traffic; 503 while the instance drains on its way out. */
export const ReadinessResponse = z.object({ status: z.literal('ready') });
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
