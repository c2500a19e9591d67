import { ActionIcon, Button, Group, Image, Select, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { shopMessages, type Product } from '@velvet/contracts';
import { useState } from 'react';
import { productPrice } from '../lib/product-display';
import { stepQuantity } from '../lib/purchase-steps';

export type Selection = { qty: number; color: string | null; size: string | null };

type ConfirmStepProps = { product: Product; selection: Selection; onChange: (selection: Selection) => void; onNext: () => void; onCancel: () => void };

/** Step 1, 'Confirm purchase': quantity (1 to the stock), colour and size. */
export function ConfirmStep({ product, selection, onChange, onNext, onCancel }: ConfirmStepProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const { colors, sizes } = product.variations;
  const step = (delta: number) => {
    const next = stepQuantity(selection.qty, delta, product.quantity);
    setProblem(next.problem);
    onChange({ ...selection, qty: next.qty });
  };
  const missing = (colors.length > 0 && !selection.color) || (sizes.length > 0 && !selection.size);
  return (
    <Stack>
      <Group wrap="nowrap" align="flex-start">
        {product.media[0] && <Image src={product.media[0]} alt={product.name} w={96} h={96} radius="md" fit="cover" />}
        <Stack gap={2}>
          <Text fw={600}>{product.name}</Text>
          <Text>{productPrice(product)}</Text>
          <Text size="sm" c="dimmed">
            {product.quantity} available
          </Text>
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="shop-qty-label">
          Quantity
        </Text>
        <Group gap="xs" role="group" aria-labelledby="shop-qty-label">
          <ActionIcon variant="default" onClick={() => step(-1)} aria-label="One less" disabled={selection.qty <= 1}>
            <IconMinus size={16} aria-hidden />
          </ActionIcon>
          <Text w={32} ta="center" aria-live="polite" aria-label="Quantity">
            {selection.qty}
          </Text>
          <ActionIcon variant="default" onClick={() => step(1)} aria-label="One more">
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
      {colors.length > 0 && (
        <Select label="Colour" required data={colors} value={selection.color} onChange={(color) => onChange({ ...selection, color })} placeholder={shopMessages.colorRequired} />
      )}
      {sizes.length > 0 && <Select label="Size" required data={sizes} value={selection.size} onChange={(size) => onChange({ ...selection, size })} placeholder={shopMessages.sizeRequired} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onNext} disabled={missing || product.quantity <= 0}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
