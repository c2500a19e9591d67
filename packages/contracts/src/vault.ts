import { z } from 'zod';
import { uploadedFileSchema } from './media-uploads.ts';

/** The vault: a creator's media library. Our words where the spec is silent. */
export const vaultMessages = {
  added: 'Added to the vault',
  folderNameRequired: 'Enter a folder name',
  folderNameTooLong: 'A folder name can be at most 50 characters',
  folderTaken: 'You already have a folder with this name',
  folderNotFound: 'Folder not found',
  itemNotFound: 'This media is not in your vault',
  notUploaded: 'Upload the files first',
  tooMany: 'Add at most 50 files at once',
  removed: 'Removed from the vault',
} as const;

export const VAULT_PAGE_SIZE = 40;
export const VAULT_ADD_MAX = 50;

export const vaultFolderSchema = z.object({ _id: z.string(), name: z.string(), count: z.number().int() });
export type VaultFolder = z.infer<typeof vaultFolderSchema>;

/** One library item: the stored file as its owner sees it, and where it is kept. */
export const vaultItemSchema = uploadedFileSchema.extend({ _id: z.string(), folder_id: z.string().nullable(), created_at: z.string() });
export type VaultItem = z.infer<typeof vaultItemSchema>;

export const vaultPageSchema = z.object({ items: z.array(vaultItemSchema), folders: z.array(vaultFolderSchema), total: z.number().int(), page: z.number().int(), has_more: z.boolean() });
export type VaultPage = z.infer<typeof vaultPageSchema>;

export const vaultQuerySchema = z.strictObject({ folder_id: z.uuid().optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });

const folderNameSchema = z.string({ error: vaultMessages.folderNameRequired }).trim().min(1, vaultMessages.folderNameRequired).max(50, vaultMessages.folderNameTooLong);
export const vaultFolderInputSchema = z.strictObject({ name: folderNameSchema });
export type VaultFolderInput = z.infer<typeof vaultFolderInputSchema>;

/** Puts finished uploads (the links their completion answered) into the vault, optionally into a folder. */
export const vaultAddSchema = z.strictObject({
  files: z
    .array(z.strictObject({ path: z.string().min(1).max(500), type: z.enum(['image', 'video']) }))
    .min(1, vaultMessages.notUploaded)
    .max(VAULT_ADD_MAX, vaultMessages.tooMany),
  folder_id: z.uuid().nullable().optional(),
});
export type VaultAddInput = z.infer<typeof vaultAddSchema>;

export const vaultMoveSchema = z.strictObject({ folder_id: z.uuid().nullable() });
export const vaultIdParamsSchema = z.strictObject({ id: z.uuid() });
