import { Anchor, Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useUserSearch } from '../hooks/use-admin-users';
import { referralLabel } from '../lib/referral-label';
import { PageButtons } from './PageButtons';
import { UserActions } from './UserActions';

const SEARCH_DEBOUNCE_MS = 300;

/** Finds users by username, name or email, a page at a time; each opens their page, with ban and limit actions at hand. */
export function UserSearch() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(debounced, page);
  const items = users.data?.items ?? [];

  return (
    <Stack>
      <TextInput
        label="Find a user"
        placeholder="Username, name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <ErrorAlert error={users.error} />
      {users.data && items.length === 0 && <Text c="dimmed">No users match.</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label="Users found">
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
              {items.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.adminUser.to(user._id)} size="sm" fw={500}>
                      {user.username}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[user.name, user.email].filter(Boolean).join(' · ')}
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
                    <Group justify="flex-end" gap="xs" wrap="nowrap">
                      <UserActions user={user} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.data && <PageButtons page={page} hasMore={users.data.has_more} onPage={setPage} />}
    </Stack>
  );
}
