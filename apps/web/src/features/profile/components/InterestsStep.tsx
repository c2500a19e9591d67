import { Alert, Chip, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InterestKind } from '@velvet/contracts';
import { INTERESTS_MAX, INTERESTS_SEARCH_DEBOUNCE_MS } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { getInterests, profileKeys } from '../api/profile-api';
import { isOptionDisabled, toggleInterest } from '../lib/wizard';

type InterestPickerProps = { kind: InterestKind; label: string; selected: string[]; onChange: (selected: string[]) => void };

/** 100 fetched first; a search (debounced 600 ms) fetches 20; options disabled at 20 chosen. */
export function InterestPicker({ kind, label, selected, onChange }: InterestPickerProps) {
  const [query, setQuery] = useState('');
  const [settled] = useDebouncedValue(query.trim(), INTERESTS_SEARCH_DEBOUNCE_MS);
  const list = useQuery({ queryKey: profileKeys.interests(kind, settled), queryFn: ({ signal }) => getInterests(kind, settled, signal), placeholderData: keepPreviousData, retry: false });
  const options = [...new Set([...selected, ...(list.data?.items ?? [])])];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {selected.length}/{INTERESTS_MAX}
        </Text>
      </Group>
      <TextInput placeholder="Search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} rightSection={list.isFetching ? <Loader size="xs" /> : null} aria-label={`Search ${label}`} />
      {list.error && (
        <Alert color="red" role="alert">
          {toUserMessage(list.error)}
        </Alert>
      )}
      <Group gap={6}>
        {options.map((item) => (
          <Chip key={item} size="xs" checked={selected.includes(item)} disabled={isOptionDisabled(selected, item)} onChange={() => onChange(toggleInterest(selected, item))}>
            {item}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
