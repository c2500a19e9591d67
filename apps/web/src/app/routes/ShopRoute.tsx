import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { MyOrders } from '@/features/shop/components/MyOrders';
import { ShopPage } from '@/features/shop/components/ShopPage';

/** /shop: the shop page across creators. */
export function ShopRoute() {
  useDocumentTitle('Shop · Velvet');
  return <ShopPage />;
}

/** /shop/orders: the signed-in buyer's orders. */
export function MyOrdersRoute() {
  useDocumentTitle('My orders · Velvet');
  return (
    <RequireSession>
      <MyOrders />
    </RequireSession>
  );
}
