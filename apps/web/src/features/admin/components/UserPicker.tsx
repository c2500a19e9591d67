import { Button, Combobox, Group, InputBase, Loader, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { AdminUser } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { useUserSearch } from '../hooks/use-admin-users';

const SEARCH_DEBOUNCE_MS = 250;

type UserPickerProps = {
  label: string;
  description?: string;
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  error?: string;
};

export const userLine = (user: Pick<AdminUser, 'username' | 'name'>) => `@${user.username}${user.name ? ` · ${user.name}` : ''}`;

/** Picks a user by typing part of their username, name or email; the chosen user shows with a way to change them. */
export function UserPicker({ label, description, value, onChange, error }: UserPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(debounced);
  const options = users.data?.items ?? [];

  if (value) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {userLine(value)} · {value.email}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange(null)} aria-label={`Change ${label.toLowerCase()}`}>
            Change
          </Button>
        </Group>
        {error && (
          <Text size="xs" c="red">
            {error}
          </Text>
        )}
      </Stack>
    );
  }

  const pick = (userId: string) => {
    const user = options.find((option) => option._id === userId);
    if (!user) return;
    onChange(user);
    setSearch('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <InputBase
          label={label}
          description={description}
          error={error}
          placeholder="Username, name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={users.isFetching ? <Loader size="xs" aria-label="Searching users" /> : null}
          value={search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!debounced}>
        <Combobox.Options aria-label={`${label}: matching users`}>
          {options.map((user) => (
            <Combobox.Option value={user._id} key={user._id}>
              <Text size="sm">{userLine(user)}</Text>
              <Text size="xs" c="dimmed">
                {user.email} · {user.role}
                {user.banned ? ' · banned' : ''}
              </Text>
            </Combobox.Option>
          ))}
          {users.data && options.length === 0 && <Combobox.Empty>No users match.</Combobox.Empty>}
          {users.data?.has_more && <Combobox.Empty>More users match: type more of the name.</Combobox.Empty>}
          {users.isError && <Combobox.Empty>{toUserMessage(users.error)}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
