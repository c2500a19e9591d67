import { Badge, Button, Drawer, Group, Image, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { useModalManager } from '@/shared/modals';
import { categoryLabel, productPrice, stockLabel } from '../lib/product-display';

type ProductDrawerProps = { product: Product | null; opened: boolean; onClose: () => void; onBuy: (product: Product) => void };

/** A product's pictures, description and variations, with Buy for anyone but its creator; it keeps the product while it closes. */
export function ProductDrawer({ product, opened, onClose, onBuy }: ProductDrawerProps) {
  const session = useSession();
  const { openModal } = useModalManager();
  const viewerId = session.status === 'signed-in' ? session.user._id : null;
  const stock = product ? stockLabel(product.quantity) : null;
  const buy = () => {
    if (!product) return;
    if (session.status === 'guest') {
      onClose();
      openModal('SIGN_IN');
      return;
    }
    onBuy(product);
  };
  return (
    <Drawer opened={opened && product !== null} onClose={onClose} position="right" size="md" title={product?.name} closeButtonProps={{ 'aria-label': 'Close' }} scrollAreaComponent={ScrollArea.Autosize}>
      {product && stock && (
        <Stack>
          <SimpleGrid cols={product.media.length > 1 ? 2 : 1}>
            {product.media.map((url, index) => (
              <Image key={url} src={url} alt={`${product.name}, picture ${index + 1}`} radius="md" />
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Text fw={600} size="lg">
              {productPrice(product)}
            </Text>
            <Badge color={stock.color} variant="light">
              {stock.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {[product.brand, categoryLabel(product)].filter(Boolean).join(' · ')}
          </Text>
          {product.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{product.description}</Text>}
          {product.variations.colors.length > 0 && <Text size="sm">Colours: {product.variations.colors.join(', ')}</Text>}
          {product.variations.sizes.length > 0 && <Text size="sm">Sizes: {product.variations.sizes.join(', ')}</Text>}
          {product.author._id !== viewerId && (
            <Button onClick={buy} disabled={product.quantity <= 0} size="md">
              {product.quantity <= 0 ? 'Sold out' : 'Buy'}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
