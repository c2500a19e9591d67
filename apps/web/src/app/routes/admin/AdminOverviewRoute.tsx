import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { AnnouncementForm } from '@/features/admin/components/AnnouncementForm';
import { RefundForm } from '@/features/admin/components/RefundForm';
import { UserSearch } from '@/features/admin/components/UserSearch';
import { NewAgencyForm } from '@/features/agency/components/NewAgencyForm';

export function AdminOverviewRoute() {
  useDocumentTitle('Admin · Velvet');
  return (
    <Stack>
      <AdminSection title="Users" description="Find a user by username, name or email and open their page. A ban signs them out everywhere at once.">
        <UserSearch />
      </AdminSection>
      <AdminSection title="Refund a purchase" description="The fan gets the whole total back in their wallet; earnings already released are taken back from the creator, who owes what their balance lacks.">
        <RefundForm />
      </AdminSection>
      <AdminSection title="Send an announcement" description="The user receives it as a notification straight away.">
        <AnnouncementForm />
      </AdminSection>
      <AdminSection title="Add an agency" description="An agency account is opened by staff; the agency receives a link to set its password, then invites creators.">
        <NewAgencyForm />
      </AdminSection>
    </Stack>
  );
}
