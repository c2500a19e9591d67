import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { KycPanel } from '@/features/verification/components/KycPanel';

const fansAndCreators = ['USER', 'CREATOR'] as const;

/** /settings/kyc, the spec's verification screen. */
export function KycRoute() {
  useDocumentTitle('Verification · Velvet');
  return (
    <RequireSession roles={fansAndCreators}>
      <KycPanel />
    </RequireSession>
  );
}
