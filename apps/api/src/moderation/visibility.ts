import { sql, type SQL } from 'drizzle-orm';
import type { ModeratedKind } from '@velvet/contracts';

/**
 * The condition every read path of a moderated domain adds: the item has no active takedown. Given as
 * SQL so a page of items is filtered in its own query (an index lookup per row), like `contentVisibleTo`.
 */
export const notHidden = (kind: ModeratedKind, itemId: SQL): SQL =>
  sql`not exists (select 1 from takedowns t where t.kind = ${kind} and t.item_id = ${itemId} and t.lifted_at is null)`;
