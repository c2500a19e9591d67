import { Pagination, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { Product } from '@velvet/contracts';
import { Suspense, lazy, useState } from 'react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { CREATOR_SHOP_PAGE_SIZE } from '../api/shop-api';
import { useProducts } from '../hooks/use-shop';
import { ProductCard } from './ProductCard';

// A visitor sees the products; the drawer and the purchase dialog (its forms and payment methods) are fetched on the first click.
const ProductDrawer = lazy(() => import('./ProductDrawer').then((module) => ({ default: module.ProductDrawer })));
const ShopPurchaseDialog = lazy(() => import('./ShopPurchaseDialog').then((module) => ({ default: module.ShopPurchaseDialog })));

/** The Shop section of a creator's page: their public products (and, for the creator, their private ones too), a page at a time. */
export function CreatorShop({ creatorId }: { creatorId: string }) {
  const [page, setPage] = useState(1);
  const products = useProducts(creatorId, page);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / CREATOR_SHOP_PAGE_SIZE)) : 1;
  const [shown, setShown] = useState<{ product: Product | null; opened: boolean }>({ product: null, opened: false });
  const [buying, setBuying] = useState<Product | null>(null);
  if (products.data && !products.data.items.length && page === 1) return null;
  return (
    <Stack component="section" aria-labelledby="creator-shop-title" gap="sm">
      <Title order={3} id="creator-shop-title">
        Shop
      </Title>
      {products.isPending && <Skeleton height={180} aria-label="Loading the shop" />}
      {products.isError && <QueryErrorAlert error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} role="list" aria-label="Products">
          {products.data.items.map((product) => (
            <div role="listitem" key={product._id}>
              <ProductCard product={product} onOpen={() => setShown({ product, opened: true })} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of products" />}
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
    </Stack>
  );
}
