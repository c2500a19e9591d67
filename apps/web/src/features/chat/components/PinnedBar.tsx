import { ActionIcon, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { usePinMessage } from '../hooks/use-chat-actions';
import { usePins } from '../hooks/use-chat-queries';

type PinnedBarProps = { conversationId: string; viewerId: string; canPinForAll: boolean };

/** The conversation's pinned messages the viewer sees, newest first, each with Unpin where they may. */
export function PinnedBar({ conversationId, viewerId, canPinForAll }: PinnedBarProps) {
  const pins = usePins(conversationId);
  const pin = usePinMessage(conversationId);
  if (!pins.data?.length) return null;

  return (
    <Paper radius={0} px="md" py={6} withBorder aria-label="Pinned messages" component="section">
      <ScrollArea.Autosize mah={96}>
        <Stack gap={2}>
          {pins.data.map((pinned) => {
            const mayUnpin = pinned.pinnedForId === viewerId || (pinned.pinnedForId === null && canPinForAll);
            return (
              <Group key={pinned._id} gap="xs" wrap="nowrap" data-testid="pinned-message">
                <IconPin size={14} aria-hidden />
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {pinned.message.message_text || 'Photo'}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {pinned.pinnedForId === null ? `Pinned for all by ${pinned.pinnedByName}` : 'Pinned for you'}
                </Text>
                {mayUnpin && (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label="Unpin"
                    onClick={() =>
                      pin.mutate({ messageId: pinned.messageId, pin: false, pinId: pinned._id }, { onError: (error) => showToast({ message: toUserMessage(error), color: 'red' }) })
                    }
                  >
                    <IconPinnedOff size={14} />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
