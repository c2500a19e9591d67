import { useDocumentTitle } from '@mantine/hooks';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { PayoutReview } from '@/features/admin/components/PayoutReview';
import { PendingKyc } from '@/features/admin/components/PendingKyc';
import { TakedownForm } from '@/features/moderation/components/TakedownForm';
import { ReportsQueue, type ReportActions } from '@/features/reports/components/ReportsQueue';

// A reported post, story or profile can be taken down from the queue; a channel is handled by hand.
const takedownKinds = { post: 'post', story: 'story', user: 'profile' } as const;
const reportActions: ReportActions = (report) =>
  report.type === 'channel' ? null : <TakedownForm kind={takedownKinds[report.type]} itemId={report.reported_id} reportId={report._id} />;

export function AdminReportsRoute() {
  useDocumentTitle('Reports · Admin · Velvet');
  return (
    <AdminSection title="Reports" description="Reports of posts, stories, profiles and channels, newest first. Resolving one mails your note to the reporter.">
      <ReportsQueue actions={reportActions} />
    </AdminSection>
  );
}

export function AdminVerificationsRoute() {
  useDocumentTitle('Verifications · Admin · Velvet');
  return (
    <AdminSection title="Pending verifications" description="KYC of creators and age verification of fans waiting for a decision.">
      <PendingKyc />
    </AdminSection>
  );
}

export function AdminPayoutsRoute() {
  useDocumentTitle('Payouts · Admin · Velvet');
  return (
    <AdminSection title="Payout review" description="Large withdrawals, first withdrawals and those of accounts with open card disputes wait here for approval.">
      <PayoutReview />
    </AdminSection>
  );
}
