import { useParams } from 'react-router';
import { CreatorProfileView } from '@/features/creators';
import { TipButton } from '@/features/posts';

export function CreatorRoute() {
  const { username = '' } = useParams();
  return (
    <CreatorProfileView
      key={username}
      username={username}
      actions={(creator) => (
        <TipButton recipientId={creator._id} recipientName={creator.display_name} traceableData={{ entity: 'profile', ref: creator._id }} />
      )}
    />
  );
}
