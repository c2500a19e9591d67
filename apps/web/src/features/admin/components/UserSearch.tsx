import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { AdminUser } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { useSetBanned, useUserSearch } from '../hooks/use-admin-users';
import { referralLabel } from '../lib/referral-label';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';

const SEARCH_DEBOUNCE_MS = 300;

const LiftLimitDialog = lazy(() => import('./LiftLimitDialog').then((module) => ({ default: module.LiftLimitDialog })));

function LiftLimitButton({ user }: { user: AdminUser }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" color="gray" onClick={() => setOpened(true)} aria-label={`Lift a limit for ${user.username}`}>
        Lift limit
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LiftLimitDialog user={user} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

function BanButton({ user }: { user: AdminUser }) {
  const setBanned = useSetBanned();
  return (
    <Button
      size="xs"
      variant="light"
      color={user.banned ? 'gray' : 'red'}
      loading={setBanned.isPending}
      onClick={() => setBanned.mutate({ userId: user._id, banned: !user.banned })}
      aria-label={`${user.banned ? 'Unban' : 'Ban'} ${user.username}`}
    >
      {user.banned ? 'Unban' : 'Ban'}
    </Button>
  );
}

/** Finds users by username or email; bans take effect at once, fraud limits can be lifted for a day. */
export function UserSearch() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(debounced);

  return (
    <Stack>
      <TextInput
        label="Find a user"
        placeholder="Username or email"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      <ErrorAlert error={users.error} />
      {users.data && users.data.length === 0 && <Text c="dimmed">No users match.</Text>}
      {users.data && users.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Verification</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {user.username}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                    {user.referral && (
                      <Text size="xs" c="dimmed">
                        {referralLabel(user.referral)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{user.role}</Table.Td>
                  <Table.Td>{user.kyc_status}</Table.Td>
                  <Table.Td>
                    <Badge color={user.banned ? 'red' : 'green'} variant="light">
                      {user.banned ? 'Banned' : 'Active'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" gap="xs">
                      {user.role !== 'ADMIN' && <LiftLimitButton user={user} />}
                      {user.role !== 'ADMIN' && <BanButton user={user} />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
