import { Button, EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CreatorProfile } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiRequestError } from '@/shared/api';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useCreatorProfile } from '../hooks/use-creator-profile';
import { CreatorPostList } from './CreatorPostList';
import { CreatorProfileHeader } from './CreatorProfileHeader';

type CreatorProfileViewProps = {
  username: string;
  /** Buttons for the header, e.g. 'Send tip', given by the app. */
  actions?: (creator: CreatorProfile) => ReactNode;
};

/** A creator's page: header, bio and posts; a not-found state when there is no such creator. */
export function CreatorProfileView({ username, actions }: CreatorProfileViewProps) {
  const profile = useCreatorProfile(username);
  useDocumentTitle(profile.data ? `${profile.data.display_name} · Velvet` : 'Velvet');

  if (!profile.data) {
    if (isApiRequestError(profile.error) && profile.error.status === 404) {
      return (
        <EmptyState
          py="xl"
          icon={<IconUserQuestion />}
          title="Creator not found"
          description={`There is no creator called @${username}.`}
        >
          <EmptyState.Actions>
            <Button component={Link} to={paths.home.to()}>
              Back to home
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    }
    if (profile.isError) return <QueryErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />;
    return (
      <Stack aria-busy="true" aria-label="Loading creator">
        <Skeleton height={340} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <CreatorProfileHeader creator={profile.data} actions={actions?.(profile.data)} />
      <Stack gap="md">
        <Title order={2} size="h3">
          Posts
        </Title>
        <CreatorPostList posts={profile.data.posts} authorName={profile.data.display_name} />
      </Stack>
    </Stack>
  );
}
