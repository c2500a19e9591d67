import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth';
import { KycPanel } from '@/features/verification';

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
