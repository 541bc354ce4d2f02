import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('migrated') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/ready: ready for traffic; 503 while the instance drains on its way out. */
export const ReadinessResponse = z.object({ status: z.literal('ready') });
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
