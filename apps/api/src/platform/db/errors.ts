/**
 * The unique index a statement ran into (PostgreSQL 23505), looking through the ORM's wrapping error;
 * undefined for any other error.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | null;
    if (pgError?.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}
