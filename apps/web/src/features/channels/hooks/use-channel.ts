import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { channelSchema, type ChannelFormInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';
import {
  channelByUsernamePath,
  channelKeys,
  createChannel,
  deleteChannel,
  followChannel,
  getChannelByUsername,
  getMyChannels,
  getPackageCounts,
  updateChannel,
  uploadChannelImages,
  type ChannelImageFiles,
} from '../api/channels-api';

export const useChannelByUsername = (username: string) =>
  useQuery({
    queryKey: channelKeys.byUsername(username),
    queryFn: ({ signal }) => getChannelByUsername(username, signal),
    // A guest's creator page comes with its channels' answers: the plans hydrate as the server drew them.
    initialData: () => apiClient.initialData(channelByUsernamePath(username), channelSchema),
  });

/** The creator's channel the settings form edits: the first of their channels, if any. */
export const useMyChannel = () => useQuery({ queryKey: channelKeys.mine(), queryFn: ({ signal }) => getMyChannels(signal), select: (page) => page.items[0] ?? null });

export const usePackageCounts = (channelId: string | undefined) =>
  useQuery({ queryKey: channelKeys.packageCounts(channelId ?? ''), queryFn: ({ signal }) => getPackageCounts(channelId!, signal), enabled: Boolean(channelId) });

type SaveInput = { channelId?: string; form: ChannelFormInput; images: ChannelImageFiles };

/** Creates or updates the channel, then sends any new avatar or background. */
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ channelId, form, images }: SaveInput) => {
      const saved = channelId ? await updateChannel(channelId, form) : await createChannel(form);
      return images.avatar || images.background ? uploadChannelImages(saved._id, images) : saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }) });
}

/** Follows a free channel; every query refetches, as after a subscription (its posts unlock). */
export function useFollowChannel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followChannel, onSettled: () => queryClient.invalidateQueries() });
}
