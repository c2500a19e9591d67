import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { Product } from '@velvet/contracts';
import { useState } from 'react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useProducts } from '../hooks/use-shop';
import { ProductCard } from './ProductCard';
import { ProductDrawer } from './ProductDrawer';
import { ShopPurchaseDialog } from './ShopPurchaseDialog';

/** The Shop section of a creator's page: their public products (and, for the creator, their private ones too). */
export function CreatorShop({ creatorId }: { creatorId: string }) {
  const products = useProducts(creatorId);
  const [shown, setShown] = useState<{ product: Product | null; opened: boolean }>({ product: null, opened: false });
  const [buying, setBuying] = useState<Product | null>(null);
  if (products.data && !products.data.items.length) return null;
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
      <ProductDrawer
        product={shown.product}
        opened={shown.opened}
        onClose={() => setShown((current) => ({ ...current, opened: false }))}
        onBuy={(product) => {
          setShown((current) => ({ ...current, opened: false }));
          setBuying(product);
        }}
      />
      {buying && <ShopPurchaseDialog opened product={buying} onClose={() => setBuying(null)} />}
    </Stack>
  );
}
