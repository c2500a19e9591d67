import { AspectRatio, Badge, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Product } from '@velvet/contracts';
import { categoryLabel, productPrice, stockLabel } from '../lib/product-display';

/** A product as the shop lists it: picture, name, price and stock state; the whole card opens it. */
export function ProductCard({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const stock = stockLabel(product.quantity);
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${product.name}, ${productPrice(product)}, ${stock.label}`}>
      <Card withBorder radius="md" padding="sm" h="100%">
        <Card.Section>
          <AspectRatio ratio={4 / 3}>
            <Image src={product.media[0]} alt="" fit="cover" />
          </AspectRatio>
        </Card.Section>
        <Stack gap={4} mt="sm">
          <Text fw={600} lineClamp={1}>
            {product.name}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text>{productPrice(product)}</Text>
            <Badge color={stock.color} variant="light">
              {stock.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {categoryLabel(product)}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
