import { z } from 'zod';

const componentStatus = z.enum(['up', 'down', 'disabled']);
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentStatus,
  redis: componentStatus,
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process answers; no dependency is asked. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptime_seconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * `GET /api/health/ready`: whether to send this process traffic. `unavailable` names the dependency
 * that is down; `shutting_down` asks nothing, the process is draining.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'shutting_down']),
  database: componentStatus.optional(),
  redis: componentStatus.optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
