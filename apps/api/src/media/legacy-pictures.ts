import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { users } from '../accounts/schema.ts';
import { channels } from '../channels/schema.ts';
import { chatMessagesTable } from '../chat/schema.ts';
import { collabGroups } from '../collabs/schema.ts';
import { consumablePlans } from '../consumables/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { serviceRequests } from '../requests/schema.ts';
import { services } from '../services/schema.ts';
import { shopProducts } from '../shop/schema.ts';
import { transactions } from '../transactions/schema.ts';
import type { MediaService } from './service.ts';

type LegacyOptions = { db: Database; storage: Storage; media: Pick<MediaService, 'savePicture'>; logger: Logger };

/**
 * Every list of `{ path, type }` files that may hold chat photos and request files: chat messages, a
 * request's files and delivery, and a request payment's trace (a card payment writes its request when it settles).
 */
const fileLists: { table: PgTable; list: SQL; set: (list: SQL) => SQL }[] = [
  { table: chatMessagesTable, list: sql`${chatMessagesTable.media}`, set: (list) => sql`media = ${list}` },
  { table: serviceRequests, list: sql`${serviceRequests.media}`, set: (list) => sql`media = ${list}` },
  { table: serviceRequests, list: sql`${serviceRequests.deliveryMedia}`, set: (list) => sql`delivery_media = ${list}` },
  { table: transactions, list: sql`(${transactions.traceable} -> 'media')`, set: (list) => sql`traceable = jsonb_set(traceable, '{media}', ${list})` },
];

/** Whether profile art (avatars, backgrounds, service, product, plan and group pictures) uses the URL: such a file stays public. */
async function isProfileArt(db: Executor, url: string): Promise<boolean> {
  const uses = [
    sql`select 1 from ${users} where ${users.avatar} = ${url} or ${users.background} = ${url}`,
    sql`select 1 from ${creatorProfiles} where ${creatorProfiles.background} = ${url}`,
    sql`select 1 from ${channels} where ${channels.avatar} = ${url} or ${channels.background} = ${url}`,
    sql`select 1 from ${collabGroups} where ${collabGroups.avatar} = ${url}`,
    sql`select 1 from ${services} where ${services.avatar} = ${url}`,
    sql`select 1 from ${shopProducts} where ${shopProducts.media} @> ${JSON.stringify([url])}::jsonb`,
    sql`select 1 from ${consumablePlans} where ${consumablePlans.mediaPath} = ${url}`,
  ];
  const result = await db.execute(sql`select ${sql.join(uses.map((use) => sql`exists (${use})`), sql` or `)} as used`);
  return Boolean((result.rows[0] as { used: boolean }).used);
}

/** The distinct paths of files in those lists that are not private pictures yet. */
async function legacyPaths(db: Executor): Promise<string[]> {
  const files = sql.join(
    fileLists.map(({ table, list }) => sql`select jsonb_array_elements(${list}) as file from ${table} where jsonb_typeof(${list}) = 'array'`),
    sql` union all `,
  );
  const result = await db.execute(sql`select distinct file ->> 'path' as path from (${files}) files where file ->> 'path' not like '/api/media/%'`);
  return (result.rows as { path: string }[]).map((row) => row.path);
}

/** Points every list's files at `from` to `to`, in the caller's transaction. */
async function repoint(db: Executor, from: string, to: string): Promise<void> {
  const match = sql`${JSON.stringify([{ path: from }])}::jsonb`;
  for (const { table, list, set } of fileLists) {
    const moved = sql`(select jsonb_agg(case when file ->> 'path' = ${from} then jsonb_set(file, '{path}', to_jsonb(${to}::text)) else file end) from jsonb_array_elements(${list}) file)`;
    await db.execute(sql`update ${table} set ${set(moved)} where jsonb_typeof(${list}) = 'array' and ${list} @> ${match}`);
  }
}

/**
 * A one-off move of data from before pictures were private (`npm run media:privatise -w @velvet/api`):
 * chat photos and request files then pointed at public `/media/uploads/` URLs anyone could open. Each such
 * file becomes a private picture of its uploader (the key's first segment), every reference is repointed
 * in the same transaction, and the public copy is deleted unless profile art uses it too. Paths that are
 * not this storage's (an outside URL) are left as they are. A second run finds nothing to do.
 */
export async function privatiseLegacyPictures({ db, storage, media, logger }: LegacyOptions): Promise<{ moved: number; left: number }> {
  let moved = 0;
  let left = 0;
  for (const url of await legacyPaths(db)) {
    const key = storage.keyOf(url);
    const ownerId = key?.split('/')[0];
    const bytes = key && (await storage.read(key).catch(() => undefined));
    if (!key || !ownerId || !bytes) {
      logger.warn({ url }, 'a chat or request file is not in this storage: left as it is');
      left += 1;
      continue;
    }
    await db.transaction(async (tx) => repoint(tx, url, await media.savePicture(ownerId, bytes, tx)));
    if (!(await isProfileArt(db, url))) await storage.remove(key);
    moved += 1;
  }
  return { moved, left };
}
