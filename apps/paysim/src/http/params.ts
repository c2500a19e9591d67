import { z } from 'zod';

/** `:id` of a route. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
