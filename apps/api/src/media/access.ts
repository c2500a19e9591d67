import type { MediaRow } from './repo.ts';
import { pictureRef } from './service.ts';

/** A domain's answer to whether it showed `viewerId` the picture `ref` that `ownerId` uploaded (a chat partner, a request's other party). */
export type PictureSharer = (viewerId: string, picture: { ownerId: string; ref: string }) => Promise<boolean>;

/**
 * Who may see an upload that no post or story holds: its uploader, and whoever a domain still shows it
 * to, asked through that domain's own rule on every request.
 */
export const uploaderOrSharedWith =
  (sharers: PictureSharer[]) =>
  async (viewerId: string | null, row: MediaRow): Promise<boolean> => {
    if (viewerId === null) return false;
    if (row.ownerId === viewerId) return true;
    for (const sharedWith of sharers) {
      if (await sharedWith(viewerId, { ownerId: row.ownerId, ref: pictureRef(row.id) })) return true;
    }
    return false;
  };
