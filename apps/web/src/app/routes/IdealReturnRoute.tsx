import { RequireSession } from '@/features/auth/components/RequireSession';
import { IdealReturnPage } from '@/features/payments/components/IdealReturnPage';

export function IdealReturnRoute() {
  return (
    <RequireSession>
      <IdealReturnPage />
    </RequireSession>
  );
}
