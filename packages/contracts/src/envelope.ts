import { z } from 'zod';

/** Successful answers carry their payload under `data`, as the spec reads them (`data.token`, ...). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

export type DataEnvelope<T> = { data: T; message?: string };
