import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportTypeLabels, type AdminReport, type AdminUserDetails } from '@velvet/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { MoneyStat } from '@/shared/ui/MoneyStat';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useAuditSearch, useUserDetails } from '../hooks/use-admin-console';
import { AdminSection } from './AdminSection';
import { AuditEntryCard } from './AuditEntryCard';
import { DisputeCard } from './DisputeCard';
import { UserActions } from './UserActions';
import { UserTransactions } from './UserTransactions';

const kycLabels = { none: 'Not verified', pending: 'Verification pending', verified: 'Verified', declined: 'Verification declined' } as const;

function Profile({ details, now }: { details: AdminUserDetails; now: number }) {
  const { user } = details;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>@{user.username}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[user.name, user.email].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          <UserActions user={user} />
        </Group>
      </Group>
      <Group gap="xs">
        <Badge variant="light">{user.role}</Badge>
        <Badge variant="light" color={user.kyc_status === 'verified' ? 'green' : user.kyc_status === 'declined' ? 'red' : 'gray'}>
          {kycLabels[user.kyc_status]}
        </Badge>
        <Badge variant="light" color={user.email_verified ? 'green' : 'gray'}>
          {user.email_verified ? 'Email verified' : 'Email not verified'}
        </Badge>
        <Badge variant="filled" color={user.banned ? 'red' : 'green'}>
          {user.banned ? 'Banned' : 'Active'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        Joined {formatDateTime(user.created_at, now)} · <span style={{ fontFamily: 'monospace' }}>{user._id}</span>
      </Text>
    </Stack>
  );
}

function Balances({ balances }: { balances: AdminUserDetails['balances'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <MoneyStat label="Wallet" value={balances.wallet} note="To spend on the platform" />
      <MoneyStat label="Pending" value={balances.pending} note="Earnings on hold" />
      <MoneyStat label="Available" value={balances.available} note="Earnings to withdraw" />
      <MoneyStat label="Debt" value={balances.debt} note="Owed after disputes or refunds" />
    </SimpleGrid>
  );
}

function ReportList({ label, reports, now }: { label: string; reports: AdminReport[]; now: number }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {label}
      </Title>
      {reports.length === 0 && <Text c="dimmed">None.</Text>}
      {reports.map((report) => (
        <Text key={report._id} size="sm">
          <Badge size="sm" variant="light" color={report.status === 'open' ? 'orange' : 'gray'} mr={6}>
            {report.status}
          </Badge>
          {reportTypeLabels[report.report_type]} · {report.type} · by @{report.reporter.username}
          {report.reported_owner && ` against @${report.reported_owner.username}`} · {formatDateTime(report.created_at, now)}
          <Text span c="dimmed" size="xs">
            {' '}
            — {report.description}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

function AuditAbout({ userId, now }: { userId: string; now: number }) {
  const audit = useAuditSearch({ target_id: userId, limit: 10 });
  const entries = audit.data?.pages[0]?.items ?? [];
  return (
    <Stack gap="xs">
      {audit.isPending && <CenteredLoader label="Loading audit entries" />}
      {audit.isError && <QueryErrorAlert error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && entries.length === 0 && <Text c="dimmed">No staff actions on this user yet.</Text>}
      {entries.length > 0 && (
        <Stack gap="xs" component="ul" aria-label="Audit entries about the user" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} now={now} />
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.adminAudit.to({ target_id: userId })} size="sm">
        Search the whole audit log for this user
      </Anchor>
    </Stack>
  );
}

/** One user for staff: who they are, their standing and money, what they bought and earned, reports, disputes, limits and staff actions. */
export function UserPage({ userId }: { userId: string }) {
  const now = useNow();
  const details = useUserDetails(userId);
  if (details.isPending) return <CenteredLoader label="Loading the user" />;
  if (details.isError) return <QueryErrorAlert error={details.error} onRetry={() => void details.refetch()} />;
  const { data } = details;
  return (
    <Stack>
      <AdminSection title="Profile">
        <Profile details={data} now={now} />
      </AdminSection>
      <AdminSection title="Balances">
        <Balances balances={data.balances} />
      </AdminSection>
      <AdminSection title="Transactions" description="As the user sees them, newest first. Refund returns a purchase's total to the fan's wallet.">
        <UserTransactions userId={userId} />
      </AdminSection>
      <AdminSection title="Reports">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ReportList label="By the user" reports={data.reports.by} now={now} />
          <ReportList label="Against the user" reports={data.reports.against} now={now} />
        </SimpleGrid>
      </AdminSection>
      <AdminSection title="Disputes" description="Card and iDEAL payments the user made or earned from, disputed with the payer's bank.">
        <Stack gap="xs">
          {data.disputes.length === 0 && <Text c="dimmed">No disputes.</Text>}
          {data.disputes.map((dispute) => (
            <DisputeCard key={dispute._id} dispute={dispute} now={now} />
          ))}
        </Stack>
      </AdminSection>
      <AdminSection title="Fraud limits lifted" description="Limits that do not apply to this account until the time shown.">
        {data.limits.length === 0 && <Text c="dimmed">Every limit applies.</Text>}
        {data.limits.map((lift) => (
          <Text key={`${lift.kind}-${lift.lifted_until}`} size="sm">
            {lift.kind} until {formatDateTime(lift.lifted_until, now)} — {lift.reason}
          </Text>
        ))}
      </AdminSection>
      <AdminSection title="Audit log" description="Staff actions on this user, newest first.">
        <AuditAbout userId={userId} now={now} />
      </AdminSection>
    </Stack>
  );
}
