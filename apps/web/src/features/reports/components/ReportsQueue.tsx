import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { reportMessages, reportTypeLabels, type AdminReport, type ReportStatus } from '@velvet/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { useReportQueue, useResolveReport } from '../hooks/use-reports';

function ResolveForm({ report }: { report: AdminReport }) {
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  return (
    <Stack gap="xs">
      <Textarea label="Note to the reporter" autosize minRows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <ErrorAlert error={resolve.error} />
      <Button
        w="fit-content"
        size="xs"
        disabled={!note.trim()}
        loading={resolve.isPending}
        onClick={() => resolve.mutate({ id: report._id, note }, { onSuccess: () => notifications.show({ color: 'green', message: reportMessages.resolved }) })}
      >
        Mark resolved
      </Button>
    </Stack>
  );
}

/** What staff can do with an open report besides resolving it (a takedown), given by the page that shows the queue. */
export type ReportActions = (report: AdminReport) => ReactNode;

function ReportCard({ report, now, actions }: { report: AdminReport; now: number; actions?: ReportActions }) {
  return (
    <Card withBorder radius="md" component="article" aria-label={`${reportTypeLabels[report.report_type]} report by ${report.reporter.username}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Badge variant="light">{reportTypeLabels[report.report_type]}</Badge>
          <Text size="sm">
            {report.type} {report.reported_id}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          @{report.reporter.username} · {formatDateTime(report.created_at, now)}
        </Text>
      </Group>
      {report.reported_owner && (
        <Text size="sm">
          Against{' '}
          <Anchor component={Link} to={paths.adminUser.to(report.reported_owner._id)}>
            @{report.reported_owner.username}
          </Anchor>
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {report.description}
      </Text>
      {report.original_link && (
        <Text size="xs" c="dimmed">
          Original: {report.original_link}
        </Text>
      )}
      {report.reported_location && (
        <Text size="xs" c="dimmed">
          Seen at: {report.reported_location}
        </Text>
      )}
      {report.status === 'open' ? (
        <Stack gap="sm" mt="xs">
          {actions?.(report)}
          <ResolveForm report={report} />
        </Stack>
      ) : (
        <Text size="sm" mt="xs">
          Resolved {report.resolved_at && formatDateTime(report.resolved_at, now)}: {report.resolution_note}
        </Text>
      )}
    </Card>
  );
}

/** The operators' reports queue: open or resolved, newest first; resolving mails the reporter. */
export function ReportsQueue({ actions }: { actions?: ReportActions }) {
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useReportQueue(status);
  const now = useNow();
  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as ReportStatus)}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
      />
      {queue.isPending && <CenteredLoader label="Loading reports" />}
      {queue.isError && <QueryErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.data?.length === 0 && <Text c="dimmed">No {status} reports.</Text>}
      {queue.data?.map((report) => <ReportCard key={report._id} report={report} now={now} actions={actions} />)}
    </Stack>
  );
}
