import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { POST_MEDIA_MAX, POST_TEXT_MAX, STORY_CAPTION_MAX, postMessages, type PostVisibility } from '@velvet/contracts';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useMyLists } from '@/features/lists/hooks/use-lists';
import { useMediaUploads } from '../hooks/use-media-uploads';
import { usePublish } from '../hooks/use-publish';
import { composerDefaults, composerFormSchema, composerMessages, type ComposerPayload, type ComposerValues } from '../lib/composer-form';
import { CollaboratorFields } from './CollaboratorFields';
import { MediaDropzone } from './MediaDropzone';
import { UploadList } from './UploadList';

// Only creators who open their vault here need it.
const VaultPhotoSelect = lazy(() => import('@/features/vault/components/VaultPhotoSelect').then((module) => ({ default: module.VaultPhotoSelect })));

type ComposerProps = {
  /** The creator's channels, for subscriber-only posts. */
  channels: { _id: string; name: string }[];
  /** Creators who can be added as collaborators. */
  collaboratorOptions: { value: string; label: string }[];
};

const visibilityLabels: Record<PostVisibility, string> = { free: 'Free', subscribers: 'Subscribers', paid: 'Pay-to-view', list: 'A list' };

/** A creator's composer: a post (text, photos and videos, who sees it, collaborators) or a story. */
export function Composer({ channels, collaboratorOptions }: ComposerProps) {
  const uploads = useMediaUploads();
  const publish = usePublish();
  const mediaHintId = useId();
  const [mediaProblems, setMediaProblems] = useState<string[]>([]);
  const [vaultOpen, setVaultOpen] = useState(false);
  const form = useForm<ComposerValues, unknown, ComposerPayload>({ resolver: zodResolver(composerFormSchema), defaultValues: composerDefaults });
  const { control, register, setValue, setError, formState } = form;
  const { errors } = formState;
  const [kind, visibility, vaultPicks] = useWatch({ control, name: ['kind', 'visibility', 'vault_media_ids'] });
  const isStory = kind === 'story';

  const visibilities: PostVisibility[] = isStory ? ['free', 'paid'] : ['free', 'subscribers', 'paid', 'list'];
  const lists = useMyLists();

  const onPublished = (payload: ComposerPayload) => {
    form.reset({ ...composerDefaults, kind: payload.kind });
    uploads.clear();
    setMediaProblems([]);
    setVaultOpen(false);
    showToast({ color: 'green', message: payload.kind === 'story' ? postMessages.storyPublished : postMessages.published });
  };

  const onServerError = (error: unknown) => {
    if (!isApiRequestError(error)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      const name = (field === 'media_id' ? 'media_ids' : field) as Path<ComposerValues>;
      if (name in composerDefaults || name.startsWith('collaborators.')) setError(name, { message });
    }
  };

  const submit = (event: FormEvent) => {
    setValue('media_ids', uploads.summary.mediaIds);
    if (uploads.summary.uploading || uploads.summary.failed) {
      event.preventDefault();
      setError('media_ids', { message: uploads.summary.uploading ? composerMessages.uploadsPending : composerMessages.uploadsFailed });
      return;
    }
    void form.handleSubmit((payload) => publish.mutate(payload, { onSuccess: () => onPublished(payload), onError: onServerError }))(event);
  };

  const onFiles = (files: File[]) => {
    const room = isStory ? 1 - uploads.items.length : POST_MEDIA_MAX - uploads.items.length;
    const refusals = uploads.add(files.slice(0, Math.max(0, room)));
    if (files.length > room) refusals.push(isStory ? composerMessages.storyOneMedia : postMessages.tooManyMedia);
    setMediaProblems(refusals);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={`${mediaHintId}-title`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4" id={`${mediaHintId}-title`}>
              Create
            </Title>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <SegmentedControl
                  aria-label="Post or story"
                  data={[
                    { value: 'post', label: 'Post' },
                    { value: 'story', label: 'Story' },
                  ]}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    if (value === 'story' && (visibility === 'subscribers' || visibility === 'list')) setValue('visibility', 'free');
                    if (value === 'story') {
                      setValue('vault_media_ids', []);
                      setVaultOpen(false);
                    }
                  }}
                />
              )}
            />
          </Group>
          <Textarea
            label={isStory ? 'Caption' : 'What is new?'}
            autosize
            minRows={isStory ? 1 : 3}
            maxRows={10}
            maxLength={isStory ? STORY_CAPTION_MAX : POST_TEXT_MAX}
            error={errors.text?.message}
            {...register('text')}
          />
          <MediaDropzone multiple={!isStory} onFiles={onFiles} disabled={publish.isPending} describedBy={mediaHintId} />
          <div id={mediaHintId} role="alert">
            {errors.media_ids?.message && (
              <Text size="sm" c="red">
                {errors.media_ids.message}
              </Text>
            )}
            {errors.vault_media_ids?.message && (
              <Text size="sm" c="red">
                {errors.vault_media_ids.message}
              </Text>
            )}
            {mediaProblems.map((problem) => (
              <Text key={problem} size="sm" c="red">
                {problem}
              </Text>
            ))}
          </div>
          <UploadList items={uploads.items} onRemove={uploads.remove} onRetry={uploads.retry} />
          {!isStory && (
            <Stack gap={4}>
              <Group>
                <Button variant="light" size="xs" onClick={() => setVaultOpen((open) => !open)} aria-expanded={vaultOpen} aria-controls={`${mediaHintId}-vault`} disabled={publish.isPending}>
                  {vaultOpen ? 'Hide your vault' : 'Add from your vault'}
                </Button>
                {vaultPicks.length > 0 && (
                  <Text size="xs" c="dimmed" aria-live="polite">
                    {vaultPicks.length === 1 ? '1 item from your vault' : `${vaultPicks.length} items from your vault`}
                  </Text>
                )}
              </Group>
              {vaultOpen && (
                <div id={`${mediaHintId}-vault`}>
                  <Suspense fallback={<Text size="sm" c="dimmed">Loading your vault…</Text>}>
                    <Controller
                      control={control}
                      name="vault_media_ids"
                      render={({ field }) => <VaultPhotoSelect value={field.value} onChange={field.onChange} max={Math.max(0, POST_MEDIA_MAX - uploads.items.length)} withVideos />}
                    />
                  </Suspense>
                </div>
              )}
            </Stack>
          )}
          {uploads.items.length > 0 && (
            <Text size="xs" c="dimmed" aria-live="polite">
              {uploads.summary.uploading ? `Uploading… ${uploads.summary.percent}%` : 'Uploads finished'}
            </Text>
          )}
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`${mediaHintId}-visibility`}>
                  Who can see it
                </Text>
                <SegmentedControl
                  aria-labelledby={`${mediaHintId}-visibility`}
                  data={visibilities.map((value) => ({ value, label: visibilityLabels[value] }))}
                  value={field.value}
                  onChange={field.onChange}
                />
                {errors.visibility?.message && (
                  <Text size="sm" c="red" role="alert">
                    {errors.visibility.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          {visibility === 'subscribers' && !isStory && (
            <Controller
              control={control}
              name="channel_id"
              render={({ field }) => (
                <Select
                  label="Channel"
                  placeholder={channels.length ? 'Choose one of your channels' : 'Create a channel first'}
                  data={channels.map((channel) => ({ value: channel._id, label: channel.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.channel_id?.message}
                  disabled={channels.length === 0}
                />
              )}
            />
          )}
          {visibility === 'list' && !isStory && (
            <Controller
              control={control}
              name="list_id"
              render={({ field }) => (
                <Select
                  label="List"
                  description="Only the fans on this list see the post"
                  placeholder={lists.isPending ? 'Loading lists' : lists.data?.length ? 'Choose one of your lists' : 'Create a list in Settings first'}
                  data={(lists.data ?? []).map((list) => ({ value: list._id, label: `${list.title} (${list.count})` }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.list_id?.message ?? (lists.isError ? 'Your lists could not be loaded' : undefined)}
                  disabled={!lists.data?.length}
                />
              )}
            />
          )}
          {visibility === 'paid' && (
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <NumberInput
                  label="Price"
                  prefix="$"
                  decimalScale={2}
                  allowNegative={false}
                  // Not clamped: a price out of range shows the shared message instead of changing silently.
                  clampBehavior="none"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                  onBlur={field.onBlur}
                  error={errors.price?.message}
                />
              )}
            />
          )}
          {!isStory && <CollaboratorFields control={control} errors={errors} options={collaboratorOptions} />}
          {publish.error && (
            <Alert color="red" variant="light" role="alert">
              {toUserMessage(publish.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={publish.isPending}>
              {isStory ? 'Share story' : 'Post'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
