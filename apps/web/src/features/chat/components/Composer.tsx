import { ActionIcon, CloseButton, FileButton, Group, Image, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX } from '@velvet/contracts';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { toUserMessage } from '@/shared/errors';
import { useMediaAttachments } from '@/shared/hooks/use-media-attachments';
import { useSendMessage, useTypingSignal } from '../hooks/use-chat-actions';
import { isSendKey } from '../lib/composer';
import classes from './Chat.module.css';

type ComposerProps = { conversationId: string; disabled?: boolean; onRefused: (error: unknown) => void; /** More buttons beside the paperclip (a creator's paid media). */ actions?: ReactNode };

/** Write and send: Enter sends, Shift+Enter writes a new line; photos and videos upload first (in resumable parts), with their progress. */
export function Composer({ conversationId, disabled = false, onRefused, actions }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { media, progress, attach, remove, clear } = useMediaAttachments(setError);
  const send = useSendMessage(conversationId);
  const gate = useVerificationGate('chat');
  const signalTyping = useTypingSignal(conversationId);
  const canSend = !disabled && !send.isPending && progress === null && (text.trim().length > 0 || media.length > 0);

  const submit = () => {
    if (!canSend) return;
    setError(null);
    gate.guard(() => send.mutate(
      { message_text: text, media, meta: media.length ? { type: 'message-attachment' } : {} },
      {
        onSuccess: () => {
          setText('');
          clear();
        },
        onError: (failure) => {
          setError(toUserMessage(failure));
          onRefused(failure);
        },
      },
    ));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  return (
    <Stack gap={6} className={classes.composer}>
      {media.length > 0 && (
        <Group gap="xs">
          {media.map((item) => (
            <Group key={item.path} gap={2} wrap="nowrap">
              {item.type === 'video' ? (
                <Text size="xs">Video</Text>
              ) : (
                <Image src={item.path} alt="Photo to send" w={56} h={56} radius="sm" fit="cover" />
              )}
              <CloseButton size="sm" aria-label="Remove file" onClick={() => remove(item.path)} />
            </Group>
          ))}
        </Group>
      )}
      {progress !== null && <Progress value={progress} size="sm" aria-label="Upload progress" />}
      <VerificationGatePrompt gate={gate} />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <FileButton onChange={(file) => void attach(file)} accept="image/png,image/jpeg,image/gif,image/webp,video/*">
          {(props) => (
            <ActionIcon {...props} variant="subtle" size="lg" aria-label="Attach a photo or video" disabled={disabled || progress !== null}>
              <IconPaperclip size={20} />
            </ActionIcon>
          )}
        </FileButton>
        {actions}
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value) signalTyping();
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <ActionIcon size="lg" aria-label="Send" onClick={submit} disabled={!canSend} loading={send.isPending}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
