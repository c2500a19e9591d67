import { Button, Skeleton, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatUsd, type MediaItem, type MessageMeta } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { useChatMedia } from '../hooks/use-chat-media';
import { paidMediaOf, unlockLabel } from '../lib/paid-media';
import classes from './ChatMedia.module.css';
import { PurchaseChatMediaModal } from './PurchaseChatMediaModal';

/** One item: the photo or the audio player once entitled; the blurred preview or a locked note before. */
function MediaItemView({ item }: { item: MediaItem }) {
  if (item.type === 'audio') {
    return item.url ? (
      <audio controls src={item.url} aria-label="Voice message" className={classes.audio} />
    ) : (
      <Text size="sm" c="dimmed">
        Locked voice message
      </Text>
    );
  }
  return (
    <div className={classes.item} style={{ aspectRatio: `${item.width} / ${item.height}` }}>
      {item.url ? (
        <a href={item.url} target="_blank" rel="noreferrer">
          <img src={item.url} alt="Paid photo" className={classes.original} />
        </a>
      ) : (
        <img src={item.preview_url ?? undefined} alt="Locked photo, blurred" className={classes.preview} />
      )}
    </div>
  );
}

function PaidMedia({ id, unlocked, own }: { id: string; unlocked: boolean; own: boolean }) {
  const view = useChatMedia(id, unlocked);
  const [buying, setBuying] = useState(false);
  if (view.isPending) return <Skeleton width={220} height={160} aria-label="Loading media" />;
  if (view.isError) return <Text size="sm" c="red">{toUserMessage(view.error)}</Text>;
  const { data } = view;
  return (
    <div data-testid="paid-media" data-unlocked={data.is_unlocked || undefined}>
      {data.media.map((item) => (
        <MediaItemView key={item._id} item={item} />
      ))}
      {!data.is_unlocked && !own && (
        <>
          <Button size="xs" leftSection={<IconLock size={14} />} onClick={() => setBuying(true)} mb={4}>
            {unlockLabel(data.media_fee)}
          </Button>
          <PurchaseChatMediaModal view={data} opened={buying} onClose={() => setBuying(false)} />
        </>
      )}
      {own && data.media_fee > 0 && (
        <Text size="xs" c="dimmed">
          Unlock fee {formatUsd(data.media_fee)} · {unlocked ? 'Bought' : 'Not bought yet'}
        </Text>
      )}
    </div>
  );
}

/** The paid part of a chat message (or a voice message): blurred previews and 'Unlock for $X' until bought, the photos or the player after. */
export function PaidMediaMessage({ meta, own }: { meta: MessageMeta; own: boolean }) {
  const paid = paidMediaOf(meta);
  if (!paid) return null;
  return <PaidMedia id={paid.id} unlocked={paid.unlocked} own={own} />;
}
