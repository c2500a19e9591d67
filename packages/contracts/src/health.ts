import { z } from 'zod';

const componentStatus = z.enum(['up', 'down', 'disabled']);
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentStatus,
  redis: componentStatus,
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
