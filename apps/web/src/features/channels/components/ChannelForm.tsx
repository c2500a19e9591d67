import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { channelFormSchema, channelMessages, HASHTAGS_MAX, type Channel, type ChannelForm as ChannelFormOutput, type ChannelFormInput, type PackageSubscriberCount } from '@velvet/contracts';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { showToast } from '@/shared/ui/toast';
import { useDeleteChannel, useSaveChannel } from '../hooks/use-channel';
import { useMyServices } from '@/features/services/hooks/use-services';
import { channelLocks, emptyChannelForm, formFromChannel } from '../lib/channel-form-values';
import { ChannelImageField } from './ChannelImageField';
import { PerksSection } from './PerksSection';
import { PricingSection } from './PricingSection';

type ChannelFormProps = { channel?: Channel; counts?: PackageSubscriberCount[] };

function DeleteChannel({ channel }: { channel: Channel }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChannel();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(channel._id, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ color: 'green', message: channelMessages.deleted });
        // With subscribers the channel keeps serving them until their last day; without, it is gone at once.
        void navigate(channel.counter.subscriber_count > 0 ? paths.channel.to(channel.username) : paths.creatorChannel.to(channel.creator.username));
      },
    });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)} w="fit-content">
        Delete my channel
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete my channel" centered>
        <Stack>
          <Text>Your channel takes no new subscribers from now on and disappears once the last subscription ends. This cannot be undone.</Text>
          {remove.error && (
            <Alert color="red" variant="light">
              {toUserMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The channel create/edit form: every field and rule of the shared schema, with the edit locks. */
export function ChannelForm({ channel, counts }: ChannelFormProps) {
  const locks = channelLocks(channel, counts);
  const methods = useForm<ChannelFormInput, unknown, ChannelFormOutput>({
    resolver: zodResolver(channelFormSchema),
    defaultValues: channel ? formFromChannel(channel) : emptyChannelForm(),
  });
  const { register, control, handleSubmit, setError, formState } = methods;
  const { errors } = formState;
  const subscriptionType = useWatch({ control, name: 'subscription_type' });
  const [images, setImages] = useState<{ avatar: File | null; background: File | null }>({ avatar: null, background: null });
  const save = useSaveChannel();
  const myServices = useMyServices();

  const submit = handleSubmit((values) => {
    // A service deleted since it was picked is no longer the channel's to present.
    const known = myServices.data?.data;
    const form = known ? { ...values, services: values.services.filter((id) => known.some((service) => service._id === id)) } : values;
    save.mutate(
      { channelId: channel?._id, form, images },
      {
        onSuccess: () => showToast({ color: 'green', message: channel ? channelMessages.updated : channelMessages.created }),
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          for (const [field, message] of Object.entries(error.fields)) setError(field as FieldPath<ChannelFormInput>, { message });
        },
      },
    );
  });

  return (
    <FormProvider {...methods}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={channel ? 'Edit channel' : 'Create channel'}>
        <Stack maw={640} gap="md">
          {channel?.deletion_requested_at && (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle />}>
              This channel is being deleted: it takes no new subscribers and disappears once the last subscription ends.
            </Alert>
          )}
          {save.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />}>
              {toUserMessage(save.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ChannelImageField kind="avatar" label="Avatar" current={channel?.avatar ?? null} file={images.avatar} onChange={(avatar) => setImages((current) => ({ ...current, avatar }))} />
            <ChannelImageField
              kind="background"
              label="Background"
              current={channel?.background ?? null}
              file={images.background}
              onChange={(background) => setImages((current) => ({ ...current, background }))}
            />
          </SimpleGrid>
          <TextInput label="Channel Name" required error={errors.name?.message} {...register('name')} />
          <TextInput
            label="Channel Username"
            required
            disabled={locks.username}
            description={locks.username ? 'The username cannot be changed.' : undefined}
            error={errors.channel_tagname?.message}
            {...register('channel_tagname', { setValueAs: (value: string) => value.toLowerCase() })}
          />
          <Textarea label="About Channel" required autosize minRows={3} maxRows={10} error={errors.about?.message} {...register('about')} />
          <Controller
            control={control}
            name="hashtags"
            render={({ field }) => (
              <TagsInput
                label="Hashtags"
                description={`Up to ${HASHTAGS_MAX}; letters and digits only`}
                value={field.value}
                onChange={field.onChange}
                error={errors.hashtags?.message ?? errors.hashtags?.root?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="subscription_type"
            render={({ field }) => (
              <Radio.Group
                label="Subscription type"
                required
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.subscription_type?.message}
                description={locks.subscriptionType ? 'Locked while the channel has subscribers.' : undefined}
              >
                <Group mt="xs">
                  <Radio value="PAID" label="Paid" disabled={locks.subscriptionType} />
                  <Radio value="FREE" label="Free" disabled={locks.subscriptionType} />
                </Group>
              </Radio.Group>
            )}
          />
          {subscriptionType === 'PAID' && <PricingSection periodHasSubscribers={locks.periodHasSubscribers} />}
          <PerksSection locked={locks.perks} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {channel ? 'Save changes' : 'Create channel'}
            </Button>
          </Group>
          {channel && !channel.deletion_requested_at && <DeleteChannel channel={channel} />}
        </Stack>
      </form>
    </FormProvider>
  );
}
