import { Avatar, Badge, Button, Checkbox, Group, Modal, NumberInput, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { FAN_SEARCH_DEBOUNCE_MS, formatUsd, listMessages, listTitleSchema, spendRanks, type CustomList, type ListFan, type SpendRank } from '@velvet/contracts';
import { useState } from 'react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useFans, useSaveList } from '../hooks/use-lists';
import { defaultFanFilters, fanKinds, fansQuery, toggleAll, toggleOne, type FanFilters, type FanKind } from '../lib/fan-filters';

const kindOptions = Object.entries(fanKinds).map(([value, kind]) => ({ value, label: kind.label }));
const badgeLabels: Record<string, string> = { VerifiedUser: 'Verified', VerifiedCreator: 'Verified creator', Prime: 'Prime', CreatorPro: 'Creator Pro' };
const rankOptions = Object.entries(spendRanks).map(([value, rank]) => ({ value, label: rank.label }));

function FanRow({ fan, checked, onToggle }: { fan: ListFan; checked: boolean; onToggle: () => void }) {
  return (
    <Group wrap="nowrap" gap="sm" py={4}>
      <Checkbox checked={checked} onChange={onToggle} aria-label={`Select ${fan.username}`} />
      <Avatar src={fan.avatar} name={fan.username} size="sm" color="velvet" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          @{fan.username}
          {fan.alias_name && (
            <Text span c="dimmed" size="xs">
              {' '}
              · {fan.alias_name}
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {fan.is_subscriber ? 'Subscriber' : fan.is_expired ? 'Expired subscriber' : 'Buyer'} · spent {formatUsd(fan.total_spent)}
        </Text>
      </div>
      {fan.account_status === 'BANNED' && (
        <Badge color="red" variant="light" size="sm">
          Banned
        </Badge>
      )}
      {fan.badges.map((badge) => (
        <Badge key={badge} variant="light" size="sm" visibleFrom="xs">
          {badgeLabels[badge] ?? badge}
        </Badge>
      ))}
    </Group>
  );
}

type CustomListDialogProps = { opened: boolean; onClose: () => void; list: CustomList | null };

/** The Custom list dialog: a title, the fan filters (type, spend rank or custom range, search), the fans to tick, and Save. */
export function CustomListDialog({ opened, onClose, list }: CustomListDialogProps) {
  const [title, setTitle] = useState(list?.title ?? '');
  const [filters, setFilters] = useState<FanFilters>(defaultFanFilters);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(list?.user_ids.map((fan) => fan._id)));
  const [submitted, setSubmitted] = useState(false);
  const [search] = useDebouncedValue(filters.search, FAN_SEARCH_DEBOUNCE_MS);
  const built = fansQuery({ ...filters, search });
  const fans = useFans('query' in built ? built.query : null);
  const save = useSaveList();

  const titleError = listTitleSchema.safeParse(title).success ? null : listMessages.titleLength;
  const selectionError = selected.size === 0 ? listMessages.fansRequired : null;
  const shown = fans.data ?? [];
  const set = (change: Partial<FanFilters>) => setFilters((current) => ({ ...current, ...change }));

  const submit = () => {
    setSubmitted(true);
    if (titleError || selectionError) return;
    save.mutate(
      { id: list?._id, title, user_ids: [...selected] },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: listMessages.saved });
          onClose();
        },
        onError: () => showToast({ color: 'red', message: listMessages.saveFailed }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={list ? 'Edit list' : 'Create list'} size="lg">
      <Stack>
        <TextInput label="Title" required value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={submitted && titleError} data-autofocus />
        <Group grow>
          <Select label="Fans" data={kindOptions} value={filters.kind} allowDeselect={false} onChange={(value) => set({ kind: (value ?? 'all') as FanKind })} />
          <Select label="Spend" data={rankOptions} value={filters.rank} allowDeselect={false} onChange={(value) => set({ rank: (value ?? 'all') as SpendRank })} />
        </Group>
        {filters.rank === 'custom' && (
          <Group grow align="flex-start">
            <NumberInput label="Min spent" prefix="$" min={0} allowNegative={false} value={filters.min} onChange={(value) => set({ min: typeof value === 'number' ? value : '' })} />
            <NumberInput label="Max spent" prefix="$" min={0} allowNegative={false} value={filters.max} onChange={(value) => set({ max: typeof value === 'number' ? value : '' })} />
          </Group>
        )}
        {'error' in built && (
          <Text size="sm" c="red" role="alert">
            {built.error}
          </Text>
        )}
        <TextInput
          label="Search fans"
          placeholder="Username or alias"
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
        <Group justify="space-between">
          <Checkbox
            label="Select all"
            checked={shown.length > 0 && shown.every((fan) => selected.has(fan._id))}
            indeterminate={shown.some((fan) => selected.has(fan._id)) && !shown.every((fan) => selected.has(fan._id))}
            disabled={shown.length === 0}
            onChange={() => setSelected(toggleAll(selected, shown.map((fan) => fan._id)))}
          />
          <Text size="sm" c="dimmed">
            {selected.size} selected
          </Text>
        </Group>
        <ScrollArea.Autosize mah={320} aria-label="Fan list" aria-busy={fans.isFetching}>
          {shown.map((fan) => (
            <FanRow key={fan._id} fan={fan} checked={selected.has(fan._id)} onToggle={() => setSelected(toggleOne(selected, fan._id))} />
          ))}
          {fans.isSuccess && shown.length === 0 && (
            <Text size="sm" c="dimmed">
              No fans match these filters.
            </Text>
          )}
        </ScrollArea.Autosize>
        {fans.isError && <QueryErrorAlert error={fans.error} onRetry={() => void fans.refetch()} />}
        {submitted && selectionError && (
          <Text size="sm" c="red" role="alert">
            {selectionError}
          </Text>
        )}
        <Button onClick={submit} loading={save.isPending}>
          {list ? 'Save list' : 'Create list'}
        </Button>
      </Stack>
    </Modal>
  );
}
