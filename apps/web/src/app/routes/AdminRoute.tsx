import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AnnouncementForm } from '@/features/admin/components/AnnouncementForm';
import { PendingKyc } from '@/features/admin/components/PendingKyc';
import { RefundForm } from '@/features/admin/components/RefundForm';
import { UserSearch } from '@/features/admin/components/UserSearch';
import { NewAgencyForm } from '@/features/agency/components/NewAgencyForm';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { ReportsQueue } from '@/features/reports/components/ReportsQueue';

const adminOnly = ['ADMIN'] as const;

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
        <AdminSection title="Users" description="Find a user by username or email. A ban signs them out everywhere at once.">
          <UserSearch />
        </AdminSection>
        <AdminSection title="Reports" description="Reports of posts, stories, profiles and channels, newest first. Resolving one mails your note to the reporter.">
          <ReportsQueue />
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
        <AdminSection title="Refund a purchase" description="The fan gets the whole total back in their wallet; possible while the creator's earnings from it are on hold (14 days).">
          <RefundForm />
        </AdminSection>
      </Stack>
    </RequireSession>
  );
}
