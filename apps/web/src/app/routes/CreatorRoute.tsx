import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { Group } from '@mantine/core';
import { MessageButton } from '@/features/chat/components/MessageButton';
import { SuperLikePokeButtons } from '@/features/consumables/components/SuperLikePokeButtons';
import { CreatorProfileView } from '@/features/creators/components/CreatorProfileView';
import { TipButton } from '@/features/posts/components/TipButton';
import { ServicesButton } from '@/features/services/components/ServicesButton';
import { RenderWhenNear } from '@/shared/ui/RenderWhenNear';

// Below the header and the plans: the events and the shop come in chunks of their own as they scroll near,
// each on its own (the shop does not wait for the events' code).
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
        <>
          <RenderWhenNear>
            <Suspense fallback={null}>
              <EventsSection scope={{ creatorId: creator._id }} />
            </Suspense>
          </RenderWhenNear>
          <RenderWhenNear>
            <Suspense fallback={null}>
              <CreatorShop creatorId={creator._id} />
            </Suspense>
          </RenderWhenNear>
        </>
      )}
    />
  );
}
