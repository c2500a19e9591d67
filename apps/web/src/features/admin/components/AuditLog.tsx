import { Grid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminUser } from '@velvet/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNow } from '@/shared/hooks/use-now';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useAuditSearch } from '../hooks/use-admin-console';
import { auditQueryOf, type AuditFilters } from '../lib/audit-filters';
import { AuditEntryCard } from './AuditEntryCard';
import { LoadMore } from './LoadMore';
import { UserPicker } from './UserPicker';

const FILTER_DEBOUNCE_MS = 300;

/** The audit log, newest first: filtered by who acted, what they did, on what, when; "Load more" for older entries. */
export function AuditLog() {
  const now = useNow();
  const [params] = useSearchParams();
  const [actor, setActor] = useState<AdminUser | null>(null);
  const [filters, setFilters] = useState<AuditFilters>({ q: '', action: '', targetType: '', targetId: params.get('target_id') ?? '', from: '', to: '' });
  const [settled] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const audit = useAuditSearch(auditQueryOf({ ...settled, actorId: actor?._id }));
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const field = (key: keyof AuditFilters) => ({
    value: filters[key],
    onChange: (event: { currentTarget: { value: string } }) => setFilters({ ...filters, [key]: event.currentTarget.value }),
  });

  return (
    <Stack>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <UserPicker label="Who acted" value={actor} onChange={setActor} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Action" description="Part of it, e.g. ban, refund, dispute." {...field('action')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Target type" description="users, transactions, withdrawals, job…" {...field('targetType')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Target id" description="The user, transaction or other id acted on" autoComplete="off" spellCheck={false} {...field('targetId')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput type="date" label="From" {...field('from')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput type="date" label="To" {...field('to')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Search" description="Matches the action, target or reason" {...field('q')} />
        </Grid.Col>
      </Grid>
      {audit.isPending && <CenteredLoader label="Loading the audit log" />}
      {audit.isError && <QueryErrorAlert error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && entries.length === 0 && <Text c="dimmed">No entries match.</Text>}
      {entries.length > 0 && (
        <Stack gap="xs" component="ul" aria-label="Audit entries" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} now={now} />
          ))}
        </Stack>
      )}
      <LoadMore pages={audit} />
    </Stack>
  );
}
