import { useParams } from 'react-router';
import { ChannelPage } from '@/features/channels/components/ChannelPage';

/** `/channel/:username`: the channel page with its offer panel. */
export function ChannelRoute() {
  const { username = '' } = useParams();
  return <ChannelPage key={username} username={username} />;
}
