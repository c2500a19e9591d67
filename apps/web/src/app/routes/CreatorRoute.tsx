import { useParams } from 'react-router';
import { Group } from '@mantine/core';
import { MessageButton } from '@/features/chat';
import { CreatorProfileView } from '@/features/creators';
import { TipButton } from '@/features/posts';
import { ServicesButton } from '@/features/services';
import { CreatorShop } from '@/features/shop';

export function CreatorRoute() {
  const { username = '' } = useParams();
  return (
    <CreatorProfileView
      key={username}
      username={username}
      actions={(creator) => (
        <Group gap="sm" align="flex-start">
          <ServicesButton creatorId={creator._id} creatorName={creator.display_name} />
          <MessageButton userId={creator._id} />
          <TipButton recipientId={creator._id} recipientName={creator.display_name} traceableData={{ entity: 'profile', ref: creator._id }} />
        </Group>
      )}
      sections={(creator) => <CreatorShop creatorId={creator._id} />}
    />
  );
}
