import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { CreatorBadges } from '@/features/creators/components/CreatorBadges';
import { CoverAvatar } from '@/features/creators/components/CoverAvatar';
import { CreatorCover } from '@/features/creators/components/CreatorCover';
import { isApiRequestError } from '@/shared/api';
import { NotFoundState } from '@/shared/ui/NotFoundState';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useUserProfile } from '../hooks/use-user-profile';
import { creatorPageOf, joinedLabel } from '../lib/user-profile';

/** Anyone's public page (a fan's, mostly: a creator's username opens their creator page). */
export function UserProfileView({ username }: { username: string }) {
  const profile = useUserProfile(username);
  useDocumentTitle(profile.data ? `@${profile.data.username} · Velvet` : 'Velvet');

  if (!profile.data) {
    if (isApiRequestError(profile.error) && profile.error.status === 404) {
      return <NotFoundState title="User not found" description={`There is no user called @${username}.`} />;
    }
    if (profile.isError) return <QueryErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />;
    return <Skeleton height={300} radius="lg" aria-busy="true" aria-label="Loading profile" />;
  }

  const user = profile.data;
  const creatorPage = creatorPageOf(user);
  if (creatorPage) return <Navigate to={creatorPage} replace />;

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <CreatorCover background={user.background} height={160} priority />
      <Stack gap="xs" px="lg" pb="lg">
        <CoverAvatar src={user.avatar} name={user.display_name} size={100} />
        <Group gap="sm" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            @{user.username}
          </Title>
          <CreatorBadges badges={user.badges} verifiedUser />
        </Group>
        <Text size="sm" c="dimmed">
          {joinedLabel(user.joined_at)}
        </Text>
        {user.restricted && (
          <Alert variant="light" color="gray" icon={<IconLock />}>
            @{user.username} keeps their profile private.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
