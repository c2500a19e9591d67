import { RequireSession } from '@/features/auth';
import { IdealReturnPage } from '@/features/payments';

export function IdealReturnRoute() {
  return (
    <RequireSession>
      <IdealReturnPage />
    </RequireSession>
  );
}
