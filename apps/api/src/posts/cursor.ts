import type { Cursor } from './repo.ts';

/** Keyset cursors are opaque to clients: the last item's time and id, base64url-encoded. */
export const encodeCursor = ({ createdAt, id }: Cursor) => Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a client sent back, or undefined for a first page; a forged or damaged one starts over. */
export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  return id && UUID.test(id) && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : undefined;
}

/** Cuts a page read with one extra row into its items and the next page's cursor. */
export function toPage<Row extends Cursor, Item>(rows: Row[], limit: number, present: (row: Row) => Item) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(present), next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
}
