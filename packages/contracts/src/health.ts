import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('migrated') });
export type HealthResponse = z.infer<typeof HealthResponse>;
