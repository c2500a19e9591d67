import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { RequireSession } from '@/features/auth';
import { OrderTracking } from '@/features/shop';

/** /shop/{transaction_id}/track and /shop/{orderID}/preview: one order, for its buyer or its seller. */
export function ShopOrderRoute() {
  useDocumentTitle('Order · Velvet');
  const { transactionId, orderId } = useParams();
  const id = transactionId ?? orderId ?? '';
  return (
    <RequireSession>
      <OrderTracking key={id} id={id} />
    </RequireSession>
  );
}
