import { Alert, Badge, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CreatorProfile } from '@velvet/contracts';
import { Suspense, lazy, type ReactNode } from 'react';
import { IconLock } from '@tabler/icons-react';
import { useSession } from '@/features/auth/hooks/use-session';
import { StoriesRow } from '@/features/stories/components/StoriesRow';
import { isApiRequestError } from '@/shared/api';
import { useModalManager } from '@/shared/modals';
import { NotFoundState } from '@/shared/ui/NotFoundState';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useCreatorProfile } from '../hooks/use-creator-profile';
import { CreatorProfileHeader } from './CreatorProfileHeader';

// The header (the page's largest picture) paints with the route's own code; the plans and the posts, with their
// cards, players and checkout code, come in chunks of their own right after.
const ChannelOfferSection = lazy(() => import('@/features/channels/components/ChannelOfferSection').then((module) => ({ default: module.ChannelOfferSection })));
const CreatorPosts = lazy(() => import('./CreatorPosts').then((module) => ({ default: module.CreatorPosts })));
// Only the creator sees it on their own page: visitors do not fetch its form, selects and uploads.
const CreatorComposer = lazy(() => import('./CreatorComposer').then((module) => ({ default: module.CreatorComposer })));

type CreatorProfileViewProps = {
  username: string;
  /** Buttons for the header, e.g. 'Send tip', given by the app. */
  actions?: (creator: CreatorProfile) => ReactNode;
  /** Sections other features add below the channels (the shop). */
  sections?: (creator: CreatorProfile) => ReactNode;
};

/** Said instead of the posts when the creator's privacy setting hides them from this viewer. */
function RestrictedContent({ creator }: { creator: CreatorProfile }) {
  return (
    <Alert variant="light" color="gray" icon={<IconLock />}>
      {creator.content_restricted === 'subscribers'
        ? `Only subscribers see ${creator.display_name}'s posts and stories. Subscribe to one of their channels above.`
        : `${creator.display_name} keeps their posts and stories private.`}
    </Alert>
  );
}

/** A creator's page: header with badges and counts, stories, their channels' plans, the composer on one's own page, and posts. */
export function CreatorProfileView({ username, actions, sections }: CreatorProfileViewProps) {
  const session = useSession();
  const { openModal } = useModalManager();
  const profile = useCreatorProfile(username);
  useDocumentTitle(profile.data ? `${profile.data.display_name} · Velvet` : 'Velvet');

  if (!profile.data) {
    if (isApiRequestError(profile.error) && profile.error.status === 404) {
      return <NotFoundState title="Creator not found" description={`There is no creator called @${username}.`} />;
    }
    if (profile.isError) return <QueryErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />;
    return (
      <Stack aria-busy="true" aria-label="Loading creator">
        <Skeleton height={340} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }

  const creator = profile.data;
  const isOwn = session.status === 'signed-in' && session.user._id === creator._id;

  return (
    <Stack gap="xl">
      <CreatorProfileHeader
        creator={creator}
        actions={
          <>
            {isOwn && (
              <Button variant="light" onClick={() => openModal('EDIT_PROFILE')}>
                Edit profile
              </Button>
            )}
            {actions?.(creator)}
          </>
        }
      />
      {creator.kinks.length > 0 && (
        <Group gap={6} component="ul" aria-label={`${creator.display_name}'s kinks`} p={0} m={0} style={{ listStyle: 'none' }}>
          {creator.kinks.map((kink) => (
            <Badge key={kink} component="li" variant="light" color="velvet" tt="none">
              {kink}
            </Badge>
          ))}
        </Group>
      )}
      {creator.stories.length > 0 && (
        <StoriesRow groups={[{ author: creator.stories[0]!.author, stories: creator.stories }]} label={`Stories by ${creator.display_name}`} />
      )}
      {creator.channels.length > 0 && (
        <Suspense fallback={<Skeleton height={200} radius="lg" />}>
          {creator.channels.map((channel) => (
            <ChannelOfferSection key={channel._id} username={channel.username} name={channel.name} />
          ))}
        </Suspense>
      )}
      {sections?.(creator)}
      {isOwn && (
        // The phone tab bar's Create leads here (#compose); the header's height is kept clear above it.
        <div id="compose" style={{ scrollMarginTop: 80 }}>
          <Suspense fallback={<Skeleton height={260} radius="lg" />}>
            <CreatorComposer creator={creator} />
          </Suspense>
        </div>
      )}
      <Stack gap="md">
        <Title order={2} size="h3">
          Posts
        </Title>
        {creator.content_restricted ? (
          <RestrictedContent creator={creator} />
        ) : (
          <Suspense fallback={<Skeleton height={320} radius="lg" aria-label="Loading posts" />}>
            <CreatorPosts key={creator._id} creator={creator} />
          </Suspense>
        )}
      </Stack>
    </Stack>
  );
}
