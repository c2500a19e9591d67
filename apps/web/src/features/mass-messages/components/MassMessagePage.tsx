import { Badge, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX, CHAT_PAID_MEDIA_MAX, formatUsd, massMessageMessages, type MassMessage } from '@velvet/contracts';
import { useState } from 'react';
import { getMyChannels } from '@/features/channels/api/channels-api';
import { myCollabsQueryOptions } from '@/features/collabs/api/collabs-api';
import { useMyLists } from '@/features/lists/hooks/use-lists';
import { VaultPhotoSelect } from '@/features/vault/components/VaultPhotoSelect';
import { toUserMessage } from '@/shared/errors';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useMyMassMessages, useSendMassMessage } from '../hooks/use-mass-messages';
import { toPayload, type AudienceType, type MassMessageFormValues } from '../lib/mass-message-form';

const audienceOptions: { value: AudienceType; label: string }[] = [
  { value: 'all', label: 'All my fans' },
  { value: 'channel', label: 'Subscribers of a channel' },
  { value: 'collab', label: 'Subscribers of a collab' },
  { value: 'list', label: 'A custom list' },
];

const empty: MassMessageFormValues = { audienceType: 'all', audienceId: null, message_text: '', vault_media_ids: [], media_fee: '' };

/** The channels, collabs or lists the chosen audience type picks from. */
function useTargets(type: AudienceType) {
  const channels = useQuery({ queryKey: ['mass-messages', 'channels'], queryFn: ({ signal }) => getMyChannels(signal), enabled: type === 'channel' });
  const collabs = useQuery({ ...myCollabsQueryOptions, enabled: type === 'collab' });
  const lists = useMyLists();
  if (type === 'channel') return { pending: channels.isPending, options: (channels.data?.items ?? []).map((channel) => ({ value: channel._id, label: channel.name })) };
  if (type === 'collab') return { pending: collabs.isPending, options: (collabs.data ?? []).map((group) => ({ value: group._id, label: group.name })) };
  if (type === 'list') return { pending: lists.isPending, options: (lists.data ?? []).map((list) => ({ value: list._id, label: `${list.title} (${list.count})` })) };
  return { pending: false, options: [] };
}

function MassMessageForm() {
  const [values, setValues] = useState<MassMessageFormValues>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendMassMessage();
  const targets = useTargets(values.audienceType);
  const set = (patch: Partial<MassMessageFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { payload, errors: found } = toPayload(values);
    setErrors(found);
    if (!payload) return;
    send.mutate(payload, {
      onSuccess: () => {
        showToast({ color: 'green', message: massMessageMessages.queued });
        setValues(empty);
      },
    });
  };

  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-label="New mass message">
      <Stack>
        <Select
          label="Send to"
          data={audienceOptions}
          value={values.audienceType}
          allowDeselect={false}
          onChange={(value) => set({ audienceType: (value as AudienceType | null) ?? 'all', audienceId: null })}
        />
        {values.audienceType !== 'all' && (
          <Select
            label={audienceOptions.find((option) => option.value === values.audienceType)!.label}
            placeholder={targets.pending ? 'Loading…' : targets.options.length ? 'Choose' : 'None yet'}
            data={targets.options}
            value={values.audienceId}
            onChange={(value) => set({ audienceId: value })}
            error={errors.audienceId}
            required
          />
        )}
        <Textarea label="Message" maxLength={CHAT_MESSAGE_MAX} autosize minRows={2} maxRows={6} value={values.message_text} onChange={(event) => set({ message_text: event.currentTarget.value })} error={errors.message_text} />
        <div>
          <Text size="sm" fw={500}>
            Paid photos from your vault (optional)
          </Text>
          <VaultPhotoSelect value={values.vault_media_ids} onChange={(ids) => set({ vault_media_ids: ids })} max={CHAT_PAID_MEDIA_MAX} />
          {errors.vault_media_ids && (
            <Text size="sm" c="red" role="alert">
              {errors.vault_media_ids}
            </Text>
          )}
        </div>
        {values.vault_media_ids.length > 0 && (
          <NumberInput
            label="Unlock fee"
            leftSection="$"
            min={0}
            decimalScale={2}
            value={values.media_fee}
            onChange={(value) => set({ media_fee: value === '' ? '' : Number(value) })}
            error={errors.media_fee}
            required
          />
        )}
        {send.error && (
          <Text size="sm" c="red" role="alert">
            {toUserMessage(send.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send mass message
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const audienceLabel = (message: MassMessage) => audienceOptions.find((option) => option.value === message.audience.type)!.label;

function MassMessageRow({ message }: { message: MassMessage }) {
  const stats: [string, string | number][] = [
    ['Sent', `${message.sent}/${message.recipients}`],
    ['Seen', message.seen],
    ['Unlocked', message.unlocked],
    ['Income', formatUsd(message.income)],
  ];
  return (
    <Card withBorder radius="md" component="article" aria-label={`Mass message of ${new Date(message.created_at).toLocaleString()}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} lineClamp={2}>
            {message.message_text || `${message.media_count} paid ${message.media_count === 1 ? 'photo' : 'photos'}`}
          </Text>
          <Text size="xs" c="dimmed">
            {audienceLabel(message)} · {new Date(message.created_at).toLocaleString()}
            {message.media_fee !== null && ` · ${formatUsd(message.media_fee)} to unlock`}
            {message.skipped > 0 && ` · ${message.skipped} skipped by their settings`}
          </Text>
        </div>
        <Badge color={message.status === 'sent' ? 'green' : 'yellow'} data-testid="mass-status">{message.status === 'sent' ? 'Sent' : 'Sending'}</Badge>
      </Group>
      <SimpleGrid cols={4} mt="xs">
        {stats.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`mass-${label.toLowerCase()}`}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** /settings/mass-messages: send one message to many fans, and see how each one did. */
export function MassMessagePage() {
  const sent = useMyMassMessages();
  return (
    <Stack>
      <Title order={2}>Mass message</Title>
      <Text c="dimmed" size="sm">
        One message to all your fans, a channel’s or collab’s subscribers, or a custom list. Fans whose settings do not let you write to them are skipped.
      </Text>
      <MassMessageForm />
      <Title order={3}>Sent mass messages</Title>
      {sent.isPending && <CenteredLoader label="Loading mass messages" />}
      {sent.isError && <QueryErrorAlert error={sent.error} onRetry={() => void sent.refetch()} />}
      {sent.data?.length === 0 && <Text c="dimmed">No mass messages yet.</Text>}
      {sent.data?.map((message) => <MassMessageRow key={message._id} message={message} />)}
    </Stack>
  );
}
