import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Event } from '@velvet/contracts';
import { EVENT_CAPACITY_MAX, EVENT_PRICE_MAX } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { channelKeys, getMyChannels } from '@/features/channels/api/channels-api';
import { useMyLists } from '@/features/lists/hooks/use-lists';
import { ImagePicker } from '@/features/profile/components/ImageStep';
import { toUserMessage } from '@/shared/errors';
import { useCreateEvent } from '../hooks/use-events';
import { eventFormDefaults, toEventInput, type EventFormValues } from '../lib/event-form';
import { viewerTimeZone } from '../lib/event-time';

/** A new event: times in the creator's own zone (shown to each viewer in theirs), a 2:1 cover, the audience. */
export function EventForm({ onCreated }: { onCreated: (event: Event) => void }) {
  const [values, setValues] = useState<EventFormValues>(eventFormDefaults);
  const [errors, setErrors] = useState<Partial<Record<keyof EventFormValues, string>>>({});
  const channels = useQuery({ queryKey: channelKeys.mine(), queryFn: ({ signal }) => getMyChannels(signal) });
  const lists = useMyLists();
  const create = useCreateEvent();
  const zone = viewerTimeZone();
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const answer = toEventInput(values, zone);
    if ('errors' in answer) return setErrors(answer.errors);
    setErrors({});
    create.mutate(answer.input, {
      onSuccess: (event) => {
        setValues(eventFormDefaults);
        onCreated(event);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New event">
      <Stack>
        <TextInput label="Title" required value={values.title} onChange={(change) => set('title', change.currentTarget.value)} error={errors.title} maxLength={100} />
        <Textarea label="Description" autosize minRows={2} value={values.description} onChange={(change) => set('description', change.currentTarget.value)} error={errors.description} maxLength={2000} />
        <ImagePicker kind="background" label="Cover" url={values.cover ?? undefined} onUploaded={(url) => set('cover', url)} />
        <Group grow align="flex-start">
          <TextInput type="datetime-local" label="Starts" required value={values.startsLocal} onChange={(change) => set('startsLocal', change.currentTarget.value)} error={errors.startsLocal} />
          <TextInput type="datetime-local" label="Ends" required value={values.endsLocal} onChange={(change) => set('endsLocal', change.currentTarget.value)} error={errors.endsLocal} />
        </Group>
        <Text size="xs" c="dimmed">
          Times are in your time zone ({zone}); each fan sees them in theirs.
        </Text>
        <SegmentedControl
          aria-label="Where"
          value={values.mode}
          onChange={(mode) => set('mode', mode as EventFormValues['mode'])}
          data={[
            { value: 'online', label: 'Online' },
            { value: 'in_person', label: 'In person' },
          ]}
        />
        {values.mode === 'in_person' && <TextInput label="Location" required value={values.location} onChange={(change) => set('location', change.currentTarget.value)} error={errors.location} maxLength={200} />}
        <Group grow align="flex-start">
          <NumberInput label="Capacity" min={1} max={EVENT_CAPACITY_MAX} allowDecimal={false} value={values.capacity} onChange={(value) => set('capacity', typeof value === 'number' ? value : '')} error={errors.capacity} />
          <NumberInput label="Ticket price (0 for free)" prefix="$" min={0} max={EVENT_PRICE_MAX} decimalScale={2} value={values.price} onChange={(value) => set('price', typeof value === 'number' ? value : '')} error={errors.price} />
        </Group>
        <Select
          label="Who may attend"
          value={values.audience}
          allowDeselect={false}
          onChange={(audience) => set('audience', (audience ?? 'everyone') as EventFormValues['audience'])}
          data={[
            { value: 'everyone', label: 'Everyone' },
            { value: 'subscribers', label: 'Subscribers of a channel' },
            { value: 'list', label: 'A custom list' },
          ]}
        />
        {values.audience === 'subscribers' && (
          <Select
            label="Channel"
            placeholder={channels.isPending ? 'Loading channels' : 'Choose a channel'}
            value={values.channelId}
            onChange={(id) => set('channelId', id)}
            data={(channels.data?.items ?? []).map((channel) => ({ value: channel._id, label: channel.name }))}
            error={errors.channelId}
          />
        )}
        {values.audience === 'list' && (
          <Select
            label="Custom list"
            placeholder={lists.isPending ? 'Loading lists' : 'Choose a list'}
            value={values.listId}
            onChange={(id) => set('listId', id)}
            data={(lists.data ?? []).map((list) => ({ value: list._id, label: `${list.title} (${list.count})` }))}
            error={errors.listId}
          />
        )}
        {create.error && (
          <Text c="red" size="sm" role="alert">
            {toUserMessage(create.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create event
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
