import { Skeleton } from '@mantine/core';
import { FreeServiceList } from '@/features/requests/components/FreeServiceList';
import { useCreatorServices } from '@/features/services/hooks/use-services';

/** A subscriber's free services of this channel, with what is left this period, used from the channel page. */
export function ChannelFreeServices({ channelId, creatorId }: { channelId: string; creatorId: string }) {
  const services = useCreatorServices(creatorId);
  if (services.isPending) return <Skeleton height={60} aria-label="Loading your free services" />;
  if (!services.data) return null;
  return <FreeServiceList entries={services.data.free_services.filter((entry) => entry.channel_id === channelId)} />;
}
