import type { MediaItem, UploadedFile, VaultAddInput, VaultFolder, VaultItem, VaultPage } from '@velvet/contracts';
import { VAULT_PAGE_SIZE, vaultMessages } from '@velvet/contracts';
import type { MediaService } from '../media/service.ts';
import type { Executor } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import * as repo from './repo.ts';

type VaultServiceOptions = { db: Executor; media: Pick<MediaService, 'ownUploadIds' | 'filesByIds' | 'copyForReuse' | 'refOf'> };

const folderNotFound = () => new AppError('NOT_FOUND', vaultMessages.folderNotFound);
const itemNotFound = () => new AppError('NOT_FOUND', vaultMessages.itemNotFound);

/**
 * The vault: a creator's media library. Finished uploads go in once (into a folder or the root) and are
 * reused from there: a post, a story or a paid message takes a fresh copy (`use`), a direct message the
 * item itself (`refsFor`). Only the owner reaches their vault.
 */
export function createVaultService({ db, media }: VaultServiceOptions) {
  const folderView = (row: { id: string; name: string; count: number }): VaultFolder => ({ _id: row.id, name: row.name, count: row.count });

  async function itemsOf(rows: repo.VaultItemRow[], ownerId: string): Promise<VaultItem[]> {
    const files = await media.filesByIds(
      rows.map((row) => row.mediaId),
      ownerId,
    );
    return rows.flatMap((row) => {
      const file: UploadedFile | undefined = files.get(row.mediaId);
      return file ? [{ ...file, _id: row.mediaId, folder_id: row.folderId, created_at: row.createdAt.toISOString() }] : [];
    });
  }

  async function checkFolder(ownerId: string, folderId: string | null | undefined): Promise<string | null> {
    if (!folderId) return null;
    if (!(await repo.findFolder(db, ownerId, folderId))) throw folderNotFound();
    return folderId;
  }

  async function list(ownerId: string, { folder_id: folderId, page = 1 }: { folder_id?: string; page?: number }): Promise<VaultPage> {
    if (folderId) await checkFolder(ownerId, folderId);
    const found = await repo.page(db, ownerId, { folderId, offset: (page - 1) * VAULT_PAGE_SIZE, limit: VAULT_PAGE_SIZE });
    return { items: await itemsOf(found.rows, ownerId), folders: (await repo.foldersOf(db, ownerId)).map(folderView), total: found.total, page, has_more: found.hasMore };
  }

  async function add(ownerId: string, input: VaultAddInput): Promise<VaultItem[]> {
    const ids = await media.ownUploadIds(ownerId, input.files);
    if (!ids) throw new AppError('VALIDATION_FAILED', vaultMessages.notUploaded, { fields: { files: vaultMessages.notUploaded } });
    const folderId = await checkFolder(ownerId, input.folder_id);
    return itemsOf(await repo.addItems(db, ownerId, [...new Set(ids)], folderId), ownerId);
  }

  async function createFolder(ownerId: string, name: string): Promise<VaultFolder> {
    const row = await repo.insertFolder(db, ownerId, name);
    if (!row) throw new AppError('CONFLICT', vaultMessages.folderTaken, { fields: { name: vaultMessages.folderTaken } });
    return folderView({ ...row, count: 0 });
  }

  async function deleteFolder(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteFolder(db, ownerId, id)).length) throw folderNotFound();
  }

  async function move(ownerId: string, mediaId: string, folderId: string | null): Promise<VaultItem> {
    const target = await checkFolder(ownerId, folderId);
    const [row] = await repo.moveItem(db, ownerId, mediaId, target);
    if (!row) throw itemNotFound();
    return (await itemsOf([row], ownerId))[0]!;
  }

  async function remove(ownerId: string, mediaId: string): Promise<void> {
    if (!(await repo.removeItem(db, ownerId, mediaId)).length) throw itemNotFound();
  }

  /** A fresh copy of a vault item for a post, a story or a paid message to take (each takes an unused upload of its own). */
  async function use(ownerId: string, mediaId: string): Promise<MediaItem> {
    if (!(await repo.ownItems(db, ownerId, [mediaId])).length) throw itemNotFound();
    const copy = await media.copyForReuse(ownerId, mediaId);
    if (!copy) throw itemNotFound();
    return copy;
  }

  /** The files a direct message sends for `vault_media_ids`: only the sender's own vault items. */
  async function refsFor(ownerId: string, mediaIds: string[]): Promise<{ path: string; type: 'image' | 'video' }[]> {
    const unique = [...new Set(mediaIds)];
    const rows = await repo.ownItems(db, ownerId, unique);
    if (rows.length !== unique.length) throw new AppError('VALIDATION_FAILED', vaultMessages.itemNotFound, { fields: { vault_media_ids: vaultMessages.itemNotFound } });
    const files = await media.filesByIds(unique, ownerId);
    return unique.map((id) => ({ path: media.refOf(id), type: files.get(id)!.type }));
  }

  return { list, add, createFolder, deleteFolder, move, remove, use, refsFor };
}
export type VaultService = ReturnType<typeof createVaultService>;
