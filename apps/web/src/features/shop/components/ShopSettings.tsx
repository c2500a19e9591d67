import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { shopMessages, type Product } from '@velvet/contracts';
import { useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { toUserMessage } from '@/shared/errors';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useDeleteProduct, useProducts } from '../hooks/use-shop';
import { ProductCard } from './ProductCard';
import { ProductForm } from './ProductForm';
import { SoldProducts } from './SoldProducts';

type Editing = { product?: Product } | null;

function MyProducts({ creatorId }: { creatorId: string }) {
  const products = useProducts(creatorId);
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast({ color: 'green', message: shopMessages.deleted });
        setDeleting(null);
      },
      onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>Shop</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          Create product
        </Button>
      </Group>
      {products.isPending && <Skeleton height={180} aria-label="Loading your products" />}
      {products.isError && <QueryErrorAlert error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && !products.data.items.length && <Text c="dimmed">You have no products yet.</Text>}
      {products.data && (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} role="list" aria-label="Your products">
          {products.data.items.map((product) => (
            <Stack role="listitem" key={product._id} gap={4}>
              <ProductCard product={product} onOpen={() => setEditing({ product })} />
              <Group gap="xs" justify="space-between">
                {!product.is_public && (
                  <Text size="xs" c="dimmed">
                    Private
                  </Text>
                )}
                <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(product)} aria-label={`Delete ${product.name}`}>
                  Delete
                </Button>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.product ? 'Edit product' : 'Create product'} size="lg" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {editing && <ProductForm product={editing.product} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete product" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>Delete {deleting?.name}? Fans will no longer see it; its orders stay.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete} data-autofocus>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** /settings/shop: the creator's products (create, edit, delete) and what they sold. */
export function ShopSettings() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Stack gap="xl" maw={900}>
      <MyProducts creatorId={session.user._id} />
      <SoldProducts />
    </Stack>
  );
}
