import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerPause, IconPlayerPlay, IconPlayerRecord, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { chatAudioSendSchema, chatMediaMessages } from '@velvet/contracts';
import { useMemo, useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { sendVoiceMessage } from '../api/chat-media-api';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { audioQuery, formatDuration } from '../lib/recorder';

function Recorder({ conversationId, onDone, free }: { conversationId: string; onDone: () => void; free: boolean }) {
  const recorder = useVoiceRecorder();
  const [fee, setFee] = useState<number | ''>('');
  const [feeError, setFeeError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: ({ query, recording }: { query: string; recording: Blob }) => sendVoiceMessage(query, recording) });
  const preview = useMemo(() => (recorder.recording ? URL.createObjectURL(recorder.recording) : null), [recorder.recording]);

  const submit = () => {
    if (!recorder.recording) return;
    const parsed = chatAudioSendSchema.safeParse({ channel_id: conversationId, media_fee: fee === '' ? undefined : fee });
    if (!parsed.success) {
      setFeeError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFeeError(null);
    send.mutate(
      { query: audioQuery(conversationId, fee), recording: recorder.recording },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: chatMediaMessages.audioSent });
          onDone();
        },
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" data-testid="recorder-state">
          {recorder.state === 'idle' ? 'Ready to record' : recorder.state === 'stopped' ? 'Recorded' : recorder.state === 'paused' ? 'Paused' : 'Recording'} · {formatDuration(recorder.seconds)}
        </Text>
        <Group gap="xs">
          <ActionIcon variant="light" aria-label="Record" onClick={recorder.start} color="red">
            <IconPlayerRecord size={18} />
          </ActionIcon>
          {recorder.state === 'recording' && (
            <ActionIcon variant="light" aria-label="Pause" onClick={recorder.pause}>
              <IconPlayerPause size={18} />
            </ActionIcon>
          )}
          {recorder.state === 'paused' && (
            <ActionIcon variant="light" aria-label="Resume" onClick={recorder.resume}>
              <IconPlayerPlay size={18} />
            </ActionIcon>
          )}
          {(recorder.state === 'recording' || recorder.state === 'paused') && (
            <ActionIcon variant="light" aria-label="Stop" onClick={recorder.stop}>
              <IconPlayerStop size={18} />
            </ActionIcon>
          )}
          {recorder.state === 'stopped' && (
            <ActionIcon variant="light" aria-label="Discard the recording" onClick={recorder.discard} color="gray">
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {recorder.error && (
        <Text size="sm" c="red" role="alert">
          {recorder.error}
        </Text>
      )}
      {preview && <audio controls src={preview} aria-label="Your recording" />}
      {!free && (
      <NumberInput
        label="Unlock fee"
        description="Leave empty to send it free"
        leftSection="$"
        min={0}
        decimalScale={2}
        value={fee}
        onChange={(value) => setFee(value === '' ? '' : Number(value))}
        error={feeError}
      />
      )}
      {send.error && (
        <Text size="sm" c="red" role="alert">
          {toUserMessage(send.error)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={send.isPending} disabled={recorder.state !== 'stopped' || !recorder.recording}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Record a voice message' in the composer: record, pause, stop, send; a creator may set an unlock fee (or none), a fan's is free. */
export function VoiceRecorderButton({ conversationId, free = false }: { conversationId: string; free?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" size="lg" aria-label="Record a voice message" onClick={() => setOpened(true)}>
        <IconMicrophone size={20} />
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Record a voice message" centered>
        {opened && <Recorder conversationId={conversationId} onDone={() => setOpened(false)} free={free} />}
      </Modal>
    </>
  );
}
