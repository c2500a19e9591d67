import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { AppealsQueue } from '@/features/admin/components/AppealsQueue';
import { AuditLog } from '@/features/admin/components/AuditLog';
import { DisputesQueue } from '@/features/admin/components/DisputesQueue';
import { UserPage } from '@/features/admin/components/UserPage';

export function AdminDisputesRoute() {
  useDocumentTitle('Disputes · Admin · Velvet');
  return (
    <AdminSection title="Disputes" description="Card and iDEAL payments the payer disputed with their bank, newest first. The fan's purchase is suspended and the creator's earnings held while one is open.">
      <DisputesQueue />
    </AdminSection>
  );
}

export function AdminAppealsRoute() {
  useDocumentTitle('Appeals · Admin · Velvet');
  return (
    <AdminSection title="Appeals" description="Owners who appealed a takedown. Restoring shows the content again; keeping it hidden sends your note to the owner.">
      <AppealsQueue />
    </AdminSection>
  );
}

export function AdminAuditRoute() {
  useDocumentTitle('Audit log · Admin · Velvet');
  return (
    <AdminSection title="Audit log" description="Every staff action, provider dispute event and money-moving job, newest first. Nothing edits it.">
      <AuditLog />
    </AdminSection>
  );
}

export function AdminUserRoute() {
  useDocumentTitle('User · Admin · Velvet');
  const { userId = '' } = useParams();
  return <UserPage key={userId} userId={userId} />;
}
