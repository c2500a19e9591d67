import { Button, Collapse, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { AgencyCollaboration } from '@velvet/contracts';
import { useState } from 'react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useAnswerChanges, useCollaborations } from '../hooks/use-agency';
import { shareSummary } from '../lib/agency-terms';
import { CollaborationBadge } from './CollaborationBadge';
import { CreatorDetails } from './CreatorDetails';
import { PermittedResources } from './PermittedResources';

function CollaborationRow({ collaboration }: { collaboration: AgencyCollaboration }) {
  const [showDetails, setShowDetails] = useState(false);
  const answer = useAnswerChanges();
  const reviewing = collaboration.status === 'INACTIVE' && collaboration.creatorAction === 'MODIFIED';
  const detailsId = `creator-details-${collaboration._id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Collaboration with @${collaboration.creator.username}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>@{collaboration.creator.username}</Text>
          <CollaborationBadge collaboration={collaboration} />
        </Group>
        <Text size="sm">{shareSummary(collaboration, 'agency')}</Text>
        <PermittedResources permissions={collaboration.resourcePermissions} />
        {reviewing && (
          <Group gap="xs">
            <Text size="sm" c="orange">
              The creator proposed these terms.
            </Text>
            <Button size="xs" loading={answer.isPending} onClick={() => answer.mutate({ id: collaboration._id, decision: 'approve' })}>
              Accept changes
            </Button>
            <Button size="xs" variant="outline" color="red" disabled={answer.isPending} onClick={() => answer.mutate({ id: collaboration._id, decision: 'decline' })}>
              Decline
            </Button>
          </Group>
        )}
        {collaboration.status === 'ACTIVE' && (
          <>
            <Button size="xs" variant="light" style={{ alignSelf: 'flex-start' }} aria-expanded={showDetails} aria-controls={detailsId} onClick={() => setShowDetails((shown) => !shown)}>
              {showDetails ? 'Hide details' : 'Show details'}
            </Button>
            <Collapse expanded={showDetails} id={detailsId}>
              {showDetails && <CreatorDetails collaborationId={collaboration._id} />}
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The agency's invitations and collaborations with their status. */
export function AgencyCollaborationsList() {
  const collaborations = useCollaborations();
  if (collaborations.isPending) return <Skeleton height={120} radius="md" aria-label="Loading collaborations" />;
  if (collaborations.isError) return <QueryErrorAlert error={collaborations.error} onRetry={() => void collaborations.refetch()} />;
  if (collaborations.data.length === 0) return <EmptyState icon={<IconUsers />} title="No creators yet" description="Invite a creator to start collaborating." />;
  return (
    <Stack gap="xs">
      {collaborations.data.map((row) => (
        <CollaborationRow key={row._id} collaboration={row} />
      ))}
    </Stack>
  );
}
