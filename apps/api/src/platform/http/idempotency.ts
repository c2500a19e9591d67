import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@velvet/contracts';
import { z } from 'zod';

/** The headers schema of a money-moving route: an Idempotency-Key is required. */
export const idempotentHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

export const idempotencyKeyOf = (headers: z.infer<typeof idempotentHeaders>) => headers[IDEMPOTENCY_HEADER];
