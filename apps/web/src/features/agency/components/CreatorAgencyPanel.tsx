import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate } from '@/shared/format';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import type { AgencyCollaboration } from '@velvet/contracts';
import { useState } from 'react';
import { useCollaborations, useRevokeCollaboration } from '../hooks/use-agency';
import { answerLabel, shareSummary } from '../lib/agency-terms';
import { AgencyInvitationModal } from './AgencyInvitationModal';
import { CollaborationBadge } from './CollaborationBadge';
import { PermittedResources } from './PermittedResources';

function ActiveAgreement({ collaboration }: { collaboration: AgencyCollaboration }) {
  const [confirming, confirm] = useDisclosure(false);
  const revoke = useRevokeCollaboration();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="agency-agreement-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="agency-agreement-title">
            {collaboration.agencyId.agency_name}
          </Title>
          <CollaborationBadge collaboration={collaboration} />
        </Group>
        <Text size="sm">Contact: {collaboration.agencyId.contact_name}</Text>
        <Text size="sm">{shareSummary(collaboration, 'creator')}</Text>
        <PermittedResources permissions={collaboration.resourcePermissions} />
        {collaboration.accepted_at && (
          <Text size="sm" c="dimmed">
            Since {formatDate(collaboration.accepted_at)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="outline" color="red" onClick={confirm.open}>
            Revoke
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={confirm.close} title="Revoke agency collaboration?">
        <Stack>
          <Text size="sm">{collaboration.agencyId.agency_name} stops receiving a share of your sales from now on.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate(collaboration._id, { onSuccess: confirm.close })}>
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function InvitationRow({ collaboration, onOpen }: { collaboration: AgencyCollaboration; onOpen: (id: string) => void }) {
  const label = answerLabel(collaboration.status);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={500}>{collaboration.agencyId.agency_name}</Text>
          <Text size="xs" c="dimmed">
            {label ? `${label} · ` : ''}
            {formatDate(collaboration.created_at)}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <CollaborationBadge collaboration={collaboration} />
          <Button size="xs" variant="light" onClick={() => onOpen(collaboration._id)} aria-label={`Open the invitation from ${collaboration.agencyId.agency_name}`}>
            {collaboration.status === 'INACTIVE' && collaboration.creatorAction === null ? 'Review invitation' : 'View'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Settings, then Agency: the agreement details, the invitations with the Agency Invitation modal, and past ones. */
export function CreatorAgencyPanel() {
  const collaborations = useCollaborations();
  const [openId, setOpenId] = useState<string | null>(null);
  if (collaborations.isPending) return <Skeleton height={160} radius="lg" aria-label="Loading agency details" />;
  if (collaborations.isError) return <QueryErrorAlert error={collaborations.error} onRetry={() => void collaborations.refetch()} />;
  const rows = collaborations.data;
  const active = rows.find((row) => row.status === 'ACTIVE');
  const others = rows.filter((row) => row !== active);
  const opened = rows.find((row) => row._id === openId);
  return (
    <Stack>
      {active ? <ActiveAgreement collaboration={active} /> : <Text c="dimmed">You are not working with an agency.</Text>}
      {others.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="agency-invitations-title">
          <Title order={2} size="h4" id="agency-invitations-title">
            Invitations
          </Title>
          {others.map((row) => (
            <InvitationRow key={row._id} collaboration={row} onOpen={setOpenId} />
          ))}
        </Stack>
      )}
      {opened && <AgencyInvitationModal key={opened._id} collaboration={opened} opened onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
