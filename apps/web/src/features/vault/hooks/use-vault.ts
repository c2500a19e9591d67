import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vaultMessages } from '@velvet/contracts';
import { useState } from 'react';
import { uploadInParts } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { addToVault, createVaultFolder, deleteVaultFolder, getVault, moveVaultItem, removeVaultItem, vaultKeys } from '../api/vault-api';

export const useVault = (folderId: string | null) => useQuery({ queryKey: vaultKeys.page(folderId), queryFn: ({ signal }) => getVault(folderId, signal) });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
};
const failed = (error: unknown) => showToast({ message: toUserMessage(error), color: 'red' });

export function useVaultActions() {
  const refresh = useRefresh();
  const options = { onSuccess: refresh, onError: failed };
  return {
    move: useMutation({ mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) => moveVaultItem(id, folderId), ...options }),
    remove: useMutation({ mutationFn: removeVaultItem, onSuccess: () => (refresh(), showToast({ message: vaultMessages.removed })), onError: failed }),
    createFolder: useMutation({ mutationFn: createVaultFolder, onSuccess: refresh }),
    deleteFolder: useMutation({ mutationFn: deleteVaultFolder, ...options }),
  };
}

/**
 * Uploads files into the vault (or one of its folders): each goes up in resumable parts and is then added.
 * The count of uploading files goes up per file and down when it fails (or is done); failures are toasted.
 */
export function useVaultUpload(folderId: string | null) {
  const refresh = useRefresh();
  const [uploading, setUploading] = useState(0);
  const [progress, setProgress] = useState<Record<string, number>>({});
  async function upload(files: File[]) {
    await Promise.all(
      files.map(async (file) => {
        const key = `${file.name}-${file.size}-${file.lastModified}`;
        setUploading((count) => count + 1);
        try {
          const done = await uploadInParts({ file, onProgress: (percent) => setProgress((current) => ({ ...current, [key]: percent })) });
          await addToVault({ files: [{ path: done.path, type: done.type }], folder_id: folderId });
          refresh();
        } catch (error) {
          failed(error);
        } finally {
          setUploading((count) => count - 1);
          setTimeout(() => setProgress(({ [key]: _done, ...rest }) => rest), 500);
        }
      }),
    );
  }
  return { upload, uploading, progress: Object.values(progress) };
}
