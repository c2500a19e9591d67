type QueryValue = string | number | boolean;
const isSent = (value: unknown): value is QueryValue => (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';

/** A query object as URL search parameters, leaving out what is unset or empty. */
export function searchParamsOf(query: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (isSent(value) ? [[key, String(value)]] : [])));
}

/** A path with its query string, or the bare path when nothing is set. */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const search = searchParamsOf(query).toString();
  return search ? `${path}?${search}` : path;
}
