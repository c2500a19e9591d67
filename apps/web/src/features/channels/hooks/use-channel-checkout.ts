import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { useModalManager } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';

/** The channel's API and plans, fetched on the first Subscribe: a feed of locked posts does not carry the channels' schemas. */
const loadCheckout = () => Promise.all([import('../api/channels-api'), import('../lib/channel-checkout')]);

/**
 * Subscribe from wherever a channel's content is locked: reads the channel's plans and opens the
 * subscription checkout in place; the channel's page only when no plan can be started here.
 */
export function useChannelCheckout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { openModal } = useModalManager();
  const [loading, setLoading] = useState(false);

  async function open(channelUsername: string) {
    setLoading(true);
    try {
      const [{ channelKeys, getChannelByUsername }, { lockCheckout }] = await loadCheckout();
      const channel = await queryClient.fetchQuery({ queryKey: channelKeys.byUsername(channelUsername), queryFn: ({ signal }) => getChannelByUsername(channelUsername, signal) });
      const checkout = lockCheckout(channel);
      if (checkout) openModal('SUBSCRIBE', checkout);
      else void navigate(paths.channel.to(channelUsername));
    } catch (error) {
      showToast({ color: 'red', message: toUserMessage(error) });
    } finally {
      setLoading(false);
    }
  }

  return { open, loading };
}
