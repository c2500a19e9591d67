import { useDocumentTitle } from '@mantine/hooks';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { ShopSettings } from '@/features/shop/components/ShopSettings';

const creators = ['CREATOR'] as const;

/** /settings/shop: the creator's products and sold products. */
export function ShopSettingsRoute() {
  useDocumentTitle('Shop · Velvet');
  return (
    <RequireSession roles={creators}>
      <ShopSettings />
    </RequireSession>
  );
}
