import { Pagination, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { CREATOR_SHOP_PAGE_SIZE } from '../api/shop-api';
import { useProducts } from '../hooks/use-shop';
import { ProductCard } from './ProductCard';
import { useProductPurchaseFlow } from './ProductPurchaseFlow';

/** The Shop section of a creator's page: their public products (and, for the creator, their private ones too), a page at a time. */
export function CreatorShop({ creatorId }: { creatorId: string }) {
  const [page, setPage] = useState(1);
  const products = useProducts(creatorId, page);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / CREATOR_SHOP_PAGE_SIZE)) : 1;
  const purchase = useProductPurchaseFlow();
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
              <ProductCard product={product} onOpen={() => purchase.open(product)} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of products" />}
      {purchase.element}
    </Stack>
  );
}
