import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ChatMessage, RequestType } from '@velvet/contracts';
import { useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { useRespondToRequest } from '../hooks/use-requests';
import { requestLabel, requestTitles } from '../lib/request-form';
import { CallCountdown } from './CallCountdown';
import { AcceptOfferDialog, CounterRequestDialog } from './CounterDialogs';
import { DeliveryDialog } from './DeliveryDialog';
import { RequestFiles } from './RequestFiles';
import { PromotionMessage } from './PromotionMessage';

const labelColor = { New: 'blue', Accepted: 'green', Declined: 'red' } as const;

/** The creator's answers to a waiting request: Accept (with the delivery for ratings and custom services), Counter, Decline. */
function CreatorActions({ requestId, type, price }: { requestId: string; type: RequestType; price: number }) {
  const respond = useRespondToRequest(requestId);
  const [open, setOpen] = useState<'deliver' | 'counter' | null>(null);
  const isCall = type === 'VOICE' || type === 'VIDEO';
  const answer = (status: 1 | 2) => respond.mutate({ status });
  return (
    <>
      <Group gap="xs">
        <Button size="compact-xs" onClick={() => (isCall ? answer(1) : setOpen('deliver'))} loading={respond.isPending && respond.variables?.status === 1}>
          Accept
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => setOpen('counter')}>
          Counter
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => answer(2)} loading={respond.isPending && respond.variables?.status === 2}>
          Decline
        </Button>
      </Group>
      {open === 'deliver' && <DeliveryDialog opened requestId={requestId} type={type} onClose={() => setOpen(null)} />}
      {open === 'counter' && <CounterRequestDialog opened requestId={requestId} currentPrice={price} onClose={() => setOpen(null)} />}
    </>
  );
}

function CounterOffer({ message, viewerId }: { message: ChatMessage; viewerId: string }) {
  const [open, setOpen] = useState(false);
  const { meta } = message;
  const offered = meta.offered_amount ?? 0;
  const difference = Math.round((offered - (meta.price ?? 0)) * 100) / 100;
  const status = meta.counter_status;
  return (
    <Stack gap={4} data-testid="counter-offer">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Counter offer: ${offered.toFixed(2)}
        </Text>
        {status !== 'pending' && <Badge color={status === 'accepted' ? 'green' : 'red'}>{status === 'accepted' ? 'Accepted' : 'Rejected'}</Badge>}
      </Group>
      {status === 'pending' && message.sender_id !== viewerId && (
        <>
          <Button size="compact-xs" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
            Accept Offer
          </Button>
          {open && <AcceptOfferDialog opened requestId={meta.reqId!} difference={difference} onClose={() => setOpen(false)} />}
        </>
      )}
    </Stack>
  );
}

/** A request, counter offer or accepted call in the chat, drawn from its message's meta. */
export function RequestMessage({ message }: { message: ChatMessage }) {
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.user._id : '';
  const { meta } = message;
  if (meta.is_promotion) return <PromotionMessage message={message} viewerId={viewerId} />;
  if (!meta.reqId || !meta.type) return null;
  if (meta.type === 'ACCEPT_CALL') return <CallCountdown requestId={meta.reqId} />;
  if (meta.counter_status) return <CounterOffer message={message} viewerId={viewerId} />;
  const label = requestLabel(meta);
  const type = meta.type as RequestType;
  return (
    <Stack gap={4} data-testid="request-message">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {requestTitles[type] ?? 'Request'}
        </Text>
        {label && <Badge color={labelColor[label]}>{label}</Badge>}
      </Group>
      {meta.price !== undefined && (
        <Text size="sm">
          ${meta.price.toFixed(2)}
          {meta.duration ? ` · ${Math.round(meta.duration / 60)} min` : ''}
        </Text>
      )}
      {meta.request_note && <Text size="sm">{meta.request_note}</Text>}
      {(type === 'RATING' || type === 'CUSTOM-SERVICE') && <RequestFiles requestId={meta.reqId} />}
      {meta.requestAccept === 'sent' && message.sender_id !== viewerId && <CreatorActions requestId={meta.reqId} type={type} price={meta.price ?? 0} />}
    </Stack>
  );
}
