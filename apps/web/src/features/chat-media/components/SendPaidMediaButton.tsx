import { ActionIcon, Button, CloseButton, FileButton, Group, Image, Modal, NumberInput, Progress, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCoin } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX, CHAT_PAID_MEDIA_MAX, chatMediaMessages, type MediaItem } from '@velvet/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { VaultPicker } from '@/features/vault/components/VaultPicker';
import { uploadPaidPhoto } from '../api/chat-media-api';
import { useSendPaidMedia } from '../hooks/use-chat-media';
import { paidMediaFormSchema, type PaidMediaFormInput } from '../lib/paid-media';

function SendPaidMediaForm({ conversationId, onDone }: { conversationId: string; onDone: () => void }) {
  const [photos, setPhotos] = useState<MediaItem[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fromVault, setFromVault] = useState(false);
  const send = useSendPaidMedia();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<PaidMediaFormInput>({ resolver: zodResolver(paidMediaFormSchema), defaultValues: { channel_id: conversationId, message_text: '', media_ids: [], media_fee: '' } });

  const keep = (next: MediaItem[]) => {
    setPhotos(next);
    setValue('media_ids', next.map((photo) => photo._id), { shouldValidate: next.length > 0 });
  };

  const attach = async (files: File[]) => {
    setUploadError(null);
    let added = photos;
    for (const file of files.slice(0, CHAT_PAID_MEDIA_MAX - photos.length)) {
      setProgress(0);
      try {
        added = [...added, await uploadPaidPhoto(file, setProgress)];
        keep(added);
      } catch (failure) {
        setUploadError(toUserMessage(failure));
      }
    }
    setProgress(null);
  };

  const submit = handleSubmit((values) =>
    send.mutate(paidMediaFormSchema.parse(values), {
      onSuccess: () => {
        showToast({ color: 'green', message: chatMediaMessages.sent });
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Group gap="xs">
          {photos.map((photo) => (
            <Group key={photo._id} gap={2} wrap="nowrap">
              <Image src={photo.url ?? undefined} alt="Photo to sell" w={64} h={64} radius="sm" fit="cover" />
              <CloseButton size="sm" aria-label="Remove photo" onClick={() => keep(photos.filter((other) => other._id !== photo._id))} />
            </Group>
          ))}
        </Group>
        <FileButton onChange={(files) => void attach(files)} accept="image/png,image/jpeg,image/gif,image/webp" multiple>
          {(props) => (
            <Button {...props} variant="default" disabled={progress !== null || photos.length >= CHAT_PAID_MEDIA_MAX}>
              Add photos
            </Button>
          )}
        </FileButton>
        <Button variant="subtle" onClick={() => setFromVault((open) => !open)} aria-expanded={fromVault}>
          From vault
        </Button>
        {fromVault && <VaultPicker onPick={(item) => keep([...photos, item].slice(0, CHAT_PAID_MEDIA_MAX))} disabled={photos.length >= CHAT_PAID_MEDIA_MAX} />}
        {progress !== null && <Progress value={progress} size="sm" aria-label="Upload progress" />}
        {(uploadError || errors.media_ids) && (
          <Text size="sm" c="red" role="alert">
            {uploadError ?? errors.media_ids?.message}
          </Text>
        )}
        <Controller
          control={control}
          name="media_fee"
          render={({ field }) => (
            <NumberInput
              label="Unlock fee"
              leftSection="$"
              min={0}
              decimalScale={2}
              value={field.value}
              onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
              onBlur={field.onBlur}
              error={errors.media_fee?.message}
              required
            />
          )}
        />
        <Textarea label="Message" maxLength={CHAT_MESSAGE_MAX} autosize minRows={1} maxRows={4} {...register('message_text')} error={errors.message_text?.message} />
        {send.error && (
          <Text size="sm" c="red" role="alert">
            {toUserMessage(send.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} disabled={progress !== null}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A creator's 'Send paid media' in the composer: photos and an unlock fee, sent as one locked message. */
export function SendPaidMediaButton({ conversationId, disabled = false }: { conversationId: string; disabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" size="lg" aria-label="Send paid media" onClick={() => setOpened(true)} disabled={disabled}>
        <IconCoin size={20} />
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Send paid media" centered>
        {opened && <SendPaidMediaForm conversationId={conversationId} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
