import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { promotionMessages, type ChatMessage, type RequestType } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useDeclinePromotion } from '../hooks/use-promotions';
import { requestLabel, requestTitles } from '../lib/request-form';

const AcceptPromotionDialog = lazy(() => import('./AcceptPromotionDialog').then((module) => ({ default: module.AcceptPromotionDialog })));

const labelColor = { New: 'blue', Accepted: 'green', Declined: 'red' } as const;

/** A creator's promotion in the chat: 'New' with Accept and Decline for its fan, then 'Accepted' or 'Declined'. */
export function PromotionMessage({ message, viewerId }: { message: ChatMessage; viewerId: string }) {
  const { meta } = message;
  const [accepting, setAccepting] = useState(false);
  const decline = useDeclinePromotion(meta.promotionId ?? '');
  if (!meta.is_promotion || !meta.promotionId || !meta.type) return null;
  const label = requestLabel(meta);
  const title = `Promotion: ${requestTitles[meta.type as RequestType] ?? 'Request'}`;
  const price = meta.offered_amount ?? meta.price ?? 0;
  const forMe = message.sender_id !== viewerId;

  return (
    <Stack gap={4} data-testid="promotion-message">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {label && <Badge color={labelColor[label]}>{label === 'New' ? promotionMessages.new : label === 'Accepted' ? promotionMessages.acceptedLabel : promotionMessages.declinedLabel}</Badge>}
      </Group>
      <Text size="sm">
        ${price.toFixed(2)}
        {meta.duration ? ` · ${Math.ceil(meta.duration / 60)} min` : ''}
      </Text>
      {meta.requestAccept === 'sent' && forMe && (
        <Group gap="xs">
          <Button size="compact-xs" onClick={() => setAccepting(true)}>
            Accept
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={decline.isPending}
            onClick={() =>
              decline.mutate(undefined, {
                onSuccess: () => showToast({ message: promotionMessages.declined }),
                onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
              })
            }
          >
            Decline
          </Button>
        </Group>
      )}
      {accepting && (
        <Suspense fallback={null}>
          <AcceptPromotionDialog promotionId={meta.promotionId} title={title} price={price} onClose={() => setAccepting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
