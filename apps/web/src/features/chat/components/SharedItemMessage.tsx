import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { sharedItemMessages, type ChatMessage } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { sharedEntityLabels, sharedItemPrice } from '../lib/shared-item';

const BuySharedItemModal = lazy(() => import('./BuySharedItemModal').then((module) => ({ default: module.BuySharedItemModal })));

/** A post, channel or collab group a creator shared: what it is and its price; the fan it was shared with buys it here. */
export function SharedItemMessage({ message, own }: { message: ChatMessage; own: boolean }) {
  const [buying, setBuying] = useState(false);
  const item = message.meta.shared_item;
  if (message.kind !== 'shared-item' || !item) return null;
  const link = item.entity_type === 'post' ? paths.post.to(item.entity_id) : item.entity_type === 'group' ? paths.collab.to(item.entity_id) : null;

  return (
    <Paper withBorder p="xs" radius="md" mb={4} data-testid="shared-item" data-paid={message.meta.paid || undefined}>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconShoppingBag size={16} aria-hidden />
          <Badge size="xs" variant="light">
            {sharedEntityLabels[item.entity_type]}
          </Badge>
        </Group>
        {link ? (
          <Anchor component={Link} to={link} fw={600} size="sm">
            {item.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {item.name}
          </Text>
        )}
        <Text size="sm">{sharedItemPrice(item)}</Text>
        {message.meta.paid ? (
          <Badge color="green" variant="light">
            {sharedItemMessages.bought}
          </Badge>
        ) : (
          !own && (
            <Button size="xs" onClick={() => setBuying(true)}>
              {sharedItemMessages.buy}
            </Button>
          )
        )}
      </Stack>
      {buying && (
        <Suspense fallback={null}>
          <BuySharedItemModal conversationId={message.converse_id} messageId={message._id} item={item} onClose={() => setBuying(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
