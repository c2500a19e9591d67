import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { OrderTracking } from '@/features/shop/components/OrderTracking';

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
