import { Anchor, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { myCollabsQueryOptions } from '../api/collabs-api';
import { CreateCollabForm } from './CreateCollabForm';

/** /settings/collabs: the creator's collab groups, and the form that creates one. */
export function MyCollabsPanel() {
  const groups = useQuery(myCollabsQueryOptions);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <Stack>
      {groups.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label="Loading your collabs">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      )}
      {groups.isError && <QueryErrorAlert error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data?.length === 0 && !creating && <Text c="dimmed">You are not in any collab yet. Create one with other creators and share its income.</Text>}
      {groups.data && groups.data.length > 0 && (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Collab</Table.Th>
              <Table.Th>Creators</Table.Th>
              <Table.Th>Subscribers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.data.map((group) => (
              <Table.Tr key={group._id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.collab.to(group._id)} fw={600}>
                    {group.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{group.members.map((member) => `@${member.username}`).join(', ')}</Table.Td>
                <Table.Td>{group.subscriber_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {creating ? (
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="create-collab-title">
          <Title order={2} size="h4" mb="md" id="create-collab-title">
            Create collab
          </Title>
          <CreateCollabForm
            onCreated={(group) => {
              showToast({ color: 'green', message: `${group.name} created` });
              void navigate(paths.collab.to(group._id));
            }}
          />
        </Paper>
      ) : (
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} style={{ alignSelf: 'flex-start' }}>
          Create collab
        </Button>
      )}
    </Stack>
  );
}
