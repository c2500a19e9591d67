import { Anchor, Chip, Group, Pagination, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useShopTags, useTrendingProducts } from '../hooks/use-shop';
import { ALL_ITEMS, shopFilters, type FilterOption } from '../lib/shop-filters';
import { ProductCard } from './ProductCard';
import { useProductPurchaseFlow } from './ProductPurchaseFlow';

const PAGE_SIZE = 20;

/** One row of single-choice filter chips (radios to assistive technology), each with its product count. */
function FilterChips({ label, options, value, onChange }: { label: string; options: FilterOption[]; value: string; onChange: (value: string) => void }) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label={label}>
        {options.map((option) => (
          <Chip key={option.value} value={option.value} size="sm" variant="light">
            {`${option.label} (${option.count})`}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/**
 * /shop: products across creators, best sellers first, filtered by the categories (and their tags) that
 * have products anywhere, optionally only from creators one subscribes to.
 */
export function ShopPage() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [category, setCategory] = useState<string>(ALL_ITEMS);
  const [tag, setTag] = useState<string | null>(null);
  const [subscribedOnly, setSubscribedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const products = useTrendingProducts({ page, category, tag, creatorsubscribed: signedIn && subscribedOnly });
  const tags = useShopTags();
  const filters = shopFilters(tags.data ?? [], { category, tag });
  const purchase = useProductPurchaseFlow();
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
      <Stack gap="xs">
        {tags.isPending && <Skeleton height={28} aria-label="Loading categories" />}
        {tags.isError && <QueryErrorAlert error={tags.error} onRetry={() => void tags.refetch()} />}
        {tags.data && (
          <FilterChips
            label="Categories"
            options={filters.categories}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setTag(null);
              setPage(1);
            }}
          />
        )}
        {filters.tags.length > 0 && (
          <FilterChips
            label={`Tags in ${category}`}
            options={[{ value: '', label: `All ${category}`, count: filters.categories.find((option) => option.value === category)?.count ?? 0 }, ...filters.tags]}
            value={tag ?? ''}
            onChange={(value) => {
              setTag(value || null);
              setPage(1);
            }}
          />
        )}
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
      </Stack>
      {products.isPending && <Skeleton height={240} aria-label="Loading products" />}
      {products.isError && <QueryErrorAlert error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && !products.data.items.length && <Text c="dimmed">Nothing to show here :(</Text>}
      {products.data && products.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} role="list" aria-label="Products" aria-busy={products.isPlaceholderData}>
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
