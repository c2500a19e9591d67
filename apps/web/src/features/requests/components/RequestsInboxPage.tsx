import { Anchor, Badge, Card, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatUsd, requestStatusLabels, type ServiceRequest } from '@velvet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { sessionQueryScope } from '@/shared/api';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { getRequestsInbox } from '../api/requests-api';
import { requestTitles } from '../lib/request-form';

const statusColor: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red', 3: 'gray', 4: 'gray' };

function RequestCard({ request, box, now }: { request: ServiceRequest; box: 'sent' | 'received'; now: number }) {
  const otherId = box === 'sent' ? request.creator_id : request.fan_id;
  return (
    <Card withBorder padding="sm" data-testid="inbox-request">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {requestTitles[request.type]} · {request.service_name}
        </Text>
        <Badge color={statusColor[request.status] ?? 'gray'}>{requestStatusLabels[request.status] ?? request.status}</Badge>
      </Group>
      <Text size="sm">
        {formatUsd(request.price)}
        {request.duration ? ` · ${Math.ceil(request.duration / 60)} min` : ''} · {formatDateTime(request.created_at, now)}
      </Text>
      {request.request_note && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {request.request_note}
        </Text>
      )}
      <Anchor component={Link} to={paths.chat.to(otherId)} size="sm">
        Open the chat
      </Anchor>
    </Card>
  );
}

/** The "Requests" inbox: a user's requests outside the chat, with their states; creators start on what they received. */
export function RequestsInboxPage({ viewerIsCreator }: { viewerIsCreator: boolean }) {
  const [box, setBox] = useState<'sent' | 'received'>(viewerIsCreator ? 'received' : 'sent');
  const inbox = useQuery({ queryKey: [sessionQueryScope, 'requests', 'inbox', box], queryFn: ({ signal }) => getRequestsInbox(box, signal) });
  const now = useNow();

  return (
    <Stack p="md" maw={720} mx="auto">
      <Title order={1} size="h2">
        Requests
      </Title>
      <SegmentedControl
        aria-label="Which requests"
        value={box}
        onChange={(value) => setBox(value as 'sent' | 'received')}
        data={[
          { value: 'received', label: 'Received' },
          { value: 'sent', label: 'Sent' },
        ]}
      />
      {inbox.isPending && <Skeleton height={120} aria-label="Loading requests" />}
      {inbox.isError && <QueryErrorAlert error={inbox.error} onRetry={() => void inbox.refetch()} />}
      {inbox.data?.length === 0 && <EmptyState py="xl" icon={<IconInbox />} title="Nothing to show here :(" />}
      {inbox.data?.map((request) => <RequestCard key={request._id} request={request} box={box} now={now} />)}
    </Stack>
  );
}
