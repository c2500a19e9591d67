import type { Product } from '@velvet/contracts';
import { Suspense, lazy, useState, type ReactNode } from 'react';

// A visitor sees the products; the drawer and the purchase dialog (its forms and payment methods) are fetched on the first click.
const ProductDrawer = lazy(() => import('./ProductDrawer').then((module) => ({ default: module.ProductDrawer })));
const ShopPurchaseDialog = lazy(() => import('./ShopPurchaseDialog').then((module) => ({ default: module.ShopPurchaseDialog })));

/**
 * A product's drawer and, from its Buy, the purchase dialog: `open` shows a product, `element` is what to
 * render beside the products.
 */
export function useProductPurchaseFlow(): { open: (product: Product) => void; element: ReactNode } {
  const [shown, setShown] = useState<{ product: Product | null; opened: boolean }>({ product: null, opened: false });
  const [buying, setBuying] = useState<Product | null>(null);

  const element = (
    <>
      {shown.product && (
        // Once a product was shown the drawer stays mounted, so closing it animates and opening another is instant.
        <Suspense fallback={null}>
          <ProductDrawer
            product={shown.product}
            opened={shown.opened}
            onClose={() => setShown((current) => ({ ...current, opened: false }))}
            onBuy={(product) => {
              setShown((current) => ({ ...current, opened: false }));
              setBuying(product);
            }}
          />
        </Suspense>
      )}
      {buying && (
        <Suspense fallback={null}>
          <ShopPurchaseDialog opened product={buying} onClose={() => setBuying(null)} />
        </Suspense>
      )}
    </>
  );
  return { open: (product) => setShown({ product, opened: true }), element };
}
