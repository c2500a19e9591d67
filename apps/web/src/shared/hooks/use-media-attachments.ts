import { uploadProblem, type ChatMedia } from '@velvet/contracts';
import { useState } from 'react';
import { uploadInParts } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';

/**
 * Photos and videos picked for a message: each checked (type and size), then uploaded in resumable parts
 * with its progress; a problem is handed to `onProblem` (null clears it).
 */
export function useMediaAttachments(onProblem: (message: string | null) => void) {
  const [media, setMedia] = useState<ChatMedia[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const attach = async (file: File | null) => {
    if (!file) return;
    const problem = uploadProblem(file);
    onProblem(problem);
    if (problem) return;
    setProgress(0);
    try {
      const uploaded = await uploadInParts({ file, onProgress: setProgress });
      setMedia((current) => [...current, { path: uploaded.path, type: uploaded.type }]);
    } catch (failure) {
      onProblem(toUserMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  return {
    media,
    progress,
    attach,
    remove: (path: string) => setMedia((current) => current.filter((item) => item.path !== path)),
    clear: () => setMedia([]),
  };
}
