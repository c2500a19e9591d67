import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { Group } from '@mantine/core';
import { MessageButton } from '@/features/chat/components/MessageButton';
import { SuperLikePokeButtons } from '@/features/consumables/components/SuperLikePokeButtons';
import { CreatorProfileView } from '@/features/creators/components/CreatorProfileView';
import { TipButton } from '@/features/posts/components/TipButton';
import { ServicesButton } from '@/features/services/components/ServicesButton';

// Below the header and the plans: the events and the shop come in chunks of their own once the header is up.
const EventsSection = lazy(() => import('@/features/events/components/EventsSection').then((module) => ({ default: module.EventsSection })));
const CreatorShop = lazy(() => import('@/features/shop/components/CreatorShop').then((module) => ({ default: module.CreatorShop })));

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
          <SuperLikePokeButtons creatorId={creator._id} />
          <TipButton recipientId={creator._id} recipientName={creator.display_name} traceableData={{ entity: 'profile', ref: creator._id }} />
        </Group>
      )}
      sections={(creator) => (
        <Suspense fallback={null}>
          <EventsSection scope={{ creatorId: creator._id }} />
          <CreatorShop creatorId={creator._id} />
        </Suspense>
      )}
    />
  );
}
