import { Anchor, Group, Pagination, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { SHOP_CATEGORIES, type Product } from '@velvet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useTrendingProducts } from '../hooks/use-shop';
import { ProductCard } from './ProductCard';
import { ProductDrawer } from './ProductDrawer';
import { ShopPurchaseDialog } from './ShopPurchaseDialog';

const PAGE_SIZE = 20;

/** /shop: products across creators, best sellers first, by category, optionally only from creators one subscribes to. */
export function ShopPage() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [category, setCategory] = useState<string>('All Items');
  const [subscribedOnly, setSubscribedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const products = useTrendingProducts({ page, category, creatorsubscribed: signedIn && subscribedOnly });
  const [shown, setShown] = useState<{ product: Product | null; opened: boolean }>({ product: null, opened: false });
  const [buying, setBuying] = useState<Product | null>(null);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Shop
        </Title>
        {signedIn && (
          <Anchor component={Link} to={paths.myOrders.to()}>
            My orders
          </Anchor>
        )}
      </Group>
      <Group align="flex-end">
        <Select
          label="Category"
          data={[...SHOP_CATEGORIES]}
          value={category}
          onChange={(value) => {
            setCategory(value ?? 'All Items');
            setPage(1);
          }}
          allowDeselect={false}
          searchable
          w={220}
        />
        {signedIn && (
          <Switch
            label="Only creators I subscribe to"
            checked={subscribedOnly}
            onChange={(event) => {
              setSubscribedOnly(event.currentTarget.checked);
              setPage(1);
            }}
          />
        )}
      </Group>
      {products.isPending && <Skeleton height={240} aria-label="Loading products" />}
      {products.isError && <QueryErrorAlert error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && !products.data.items.length && <Text c="dimmed">Nothing to show here :(</Text>}
      {products.data && products.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} role="list" aria-label="Products" aria-busy={products.isPlaceholderData}>
          {products.data.items.map((product) => (
            <div role="listitem" key={product._id}>
              <ProductCard product={product} onOpen={() => setShown({ product, opened: true })} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of products" />}
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
