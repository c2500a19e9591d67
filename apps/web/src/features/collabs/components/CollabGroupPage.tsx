import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ChannelOfferPanel } from '@/features/channels/components/ChannelOfferPanel';
import { SubscribedBadge } from '@/features/subscriptions/components/SubscribedBadge';
import { formatCompactNumber } from '@/shared/format';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { collabQueryOptions } from '../api/collabs-api';
import { collabOffer, isCollabMember } from '../lib/collab-offer';

/** /collab/:id: a collab group, its members and its plans ('Subscribe Collab'). */
export function CollabGroupPage({ groupId, viewerId }: { groupId: string; viewerId: string | null }) {
  const group = useQuery(collabQueryOptions(groupId));
  useDocumentTitle(group.data ? `${group.data.name} · Velvet` : 'Collab · Velvet');

  if (group.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading the collab">
        <Skeleton height={36} width="40%" />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }
  if (group.isError) return <QueryErrorAlert error={group.error} onRetry={() => void group.refetch()} />;

  const collab = group.data;
  const offer = collabOffer(collab, viewerId);
  const member = isCollabMember(collab, viewerId);
  const subscribers = collab.subscriber_count === 1 ? '1 subscriber' : `${formatCompactNumber(collab.subscriber_count)} subscribers`;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {collab.name}
          </Title>
          <Text c="dimmed" size="sm">
            Collab · {subscribers}
          </Text>
        </div>
        {collab.active_subscription && <SubscribedBadge subscription={collab.active_subscription} />}
      </Group>
      {collab.about && <Text style={{ whiteSpace: 'pre-line' }}>{collab.about}</Text>}
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="collab-members-title">
        <Title order={2} size="h4" mb="sm" id="collab-members-title">
          Creators
        </Title>
        <Stack gap="xs">
          {collab.members.map((creator) => (
            <Group key={creator._id} gap="sm">
              <Avatar src={creator.avatar} alt="" name={creator.username} color="velvet" />
              <Text fw={600}>@{creator.username}</Text>
              {creator.is_owner && (
                <Badge variant="light" size="sm">
                  Owner
                </Badge>
              )}
              {/* The split is the members' business, not the fans'. */}
              {member && (
                <Text size="sm" c="dimmed">
                  {creator.share_percent}% share
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
      <ChannelOfferPanel channel={offer.source} target={offer.target} />
    </Stack>
  );
}
