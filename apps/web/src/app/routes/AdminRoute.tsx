import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AnnouncementForm } from '@/features/admin/components/AnnouncementForm';
import { PayoutReview } from '@/features/admin/components/PayoutReview';
import { PendingKyc } from '@/features/admin/components/PendingKyc';
import { QueueCounts } from '@/features/admin/components/QueueCounts';
import { RefundForm } from '@/features/admin/components/RefundForm';
import { UserSearch } from '@/features/admin/components/UserSearch';
import { NewAgencyForm } from '@/features/agency/components/NewAgencyForm';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { TakedownForm } from '@/features/moderation/components/TakedownForm';
import { ReportsQueue, type ReportActions } from '@/features/reports/components/ReportsQueue';

const adminOnly = ['ADMIN'] as const;

// A reported post, story or profile can be taken down from the queue; a channel is handled by hand.
const takedownKinds = { post: 'post', story: 'story', user: 'profile' } as const;
const reportActions: ReportActions = (report) =>
  report.type === 'channel' ? null : <TakedownForm kind={takedownKinds[report.type]} itemId={report.reported_id} reportId={report._id} />;

function AdminSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

export function AdminRoute() {
  useDocumentTitle('Admin · Velvet');

  return (
    <RequireSession roles={adminOnly}>
      <Stack>
        <Title order={1}>Admin</Title>
        <QueueCounts />
        <AdminSection title="Users" description="Find a user by username or email. A ban signs them out everywhere at once.">
          <UserSearch />
        </AdminSection>
        <AdminSection title="Reports" description="Reports of posts, stories, profiles and channels, newest first. Resolving one mails your note to the reporter.">
          <ReportsQueue actions={reportActions} />
        </AdminSection>
        <AdminSection title="Payout review" description="Large withdrawals, first withdrawals and those of accounts with open card disputes wait here for approval.">
          <PayoutReview />
        </AdminSection>
        <AdminSection title="Pending verifications" description="KYC of creators and age verification of fans waiting for a decision.">
          <PendingKyc />
        </AdminSection>
        <AdminSection title="Send an announcement" description="The user receives it as a notification straight away.">
          <AnnouncementForm />
        </AdminSection>
        <AdminSection title="Add an agency" description="An agency account is opened by staff; the agency receives a link to set its password, then invites creators.">
          <NewAgencyForm />
        </AdminSection>
        <AdminSection title="Refund a purchase" description="The fan gets the whole total back in their wallet; earnings already released are taken back from the creator, who owes what their balance lacks.">
          <RefundForm />
        </AdminSection>
      </Stack>
    </RequireSession>
  );
}
