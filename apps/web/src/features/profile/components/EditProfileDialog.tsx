import { Alert, Button, CloseButton, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountInfoMessages, accountInfoSchema, BIO_MAX, PROFILE_LINKS_MAX, type AccountInfo, type AccountInfoInput, type AccountInfoView } from '@velvet/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { creatorKeys } from '@/shared/queries/content-keys';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { accountInfoKey, getAccountInfo, saveAccountInfo } from '../api/account-info-api';
import { ImagePicker } from './ImageStep';

type FormValues = AccountInfoInput;

const formValuesOf = (info: AccountInfoView): FormValues => ({
  display_name: info.display_name,
  bio: info.bio,
  links: info.links,
  avatar: info.avatar ?? '',
  background: info.background,
});

function EditProfileForm({ info, onDone }: { info: AccountInfoView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, AccountInfo>({ resolver: zodResolver(accountInfoSchema), defaultValues: formValuesOf(info) });
  const [avatar, background, watchedLinks, bio] = useWatch({ control, name: ['avatar', 'background', 'links', 'bio'] });
  const links = watchedLinks ?? [];

  const save = useMutation({
    mutationFn: saveAccountInfo,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountInfoKey, saved);
      await queryClient.invalidateQueries({ queryKey: creatorKeys.all });
      showToast({ color: 'green', message: accountInfoMessages.saved });
      onDone();
    },
    onError: (failure) => {
      // The server names the field it refused (an upload that is not the user's own, a rule): show it there.
      if (isApiRequestError(failure)) for (const [field, message] of Object.entries(failure.fields)) setError(field as keyof FormValues, { message });
    },
  });

  const setLinks = (next: string[]) => setValue('links', next, { shouldDirty: true });
  const submit = handleSubmit((values) => save.mutate({ ...values, links: values.links.filter((link) => link.trim() !== '') }));
  const linkErrors = errors.links as (Array<{ message?: string } | undefined> & { message?: string; root?: { message?: string } }) | undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ImagePicker kind="background" label="Cover" url={background ?? undefined} onUploaded={(url) => setValue('background', url, { shouldDirty: true })} />
        <ImagePicker kind="avatar" label="Profile picture" url={avatar || undefined} onUploaded={(url) => setValue('avatar', url, { shouldDirty: true })} />
        {errors.avatar?.message && (
          <Text c="red" size="sm" role="alert">
            {errors.avatar.message}
          </Text>
        )}
        {errors.background?.message && (
          <Text c="red" size="sm" role="alert">
            {errors.background.message}
          </Text>
        )}
        <TextInput label="Display name" required {...register('display_name')} error={errors.display_name?.message} data-autofocus />
        <Textarea
          label="Bio"
          autosize
          minRows={3}
          maxRows={8}
          {...register('bio')}
          error={errors.bio?.message}
          description={`${(bio ?? '').length} / ${BIO_MAX}`}
        />
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Links
          </Text>
          {links.map((_, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Link ${index + 1}`}
                placeholder="https://"
                type="url"
                {...register(`links.${index}`)}
                error={linkErrors?.[index]?.message}
              />
              <CloseButton aria-label={`Remove link ${index + 1}`} mt={6} onClick={() => setLinks(links.filter((__, other) => other !== index))} />
            </Group>
          ))}
          {(linkErrors?.message ?? linkErrors?.root?.message) && (
            <Text c="red" size="sm" role="alert">
              {linkErrors?.message ?? linkErrors?.root?.message}
            </Text>
          )}
          {links.length < PROFILE_LINKS_MAX && (
            <Button variant="subtle" size="compact-sm" w="fit-content" leftSection={<IconPlus size={16} />} onClick={() => setLinks([...links, ''])}>
              Add a link
            </Button>
          )}
        </Stack>
        {save.error && !isApiRequestError(save.error, 'VALIDATION_FAILED') && (
          <Alert color="red" role="alert">
            {toUserMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** EDIT_PROFILE: the creator's cover, picture (the spec's crops), display name, bio and links, saved with PUT account-info. */
export function EditProfileDialog({ context, id }: ContextModalProps) {
  const info = useQuery({ queryKey: accountInfoKey, queryFn: ({ signal }) => getAccountInfo(signal) });
  const close = () => context.closeModal(id);
  if (info.isError) return <QueryErrorAlert error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton height={420} aria-label="Loading your profile" />;
  return <EditProfileForm info={info.data} onDone={close} />;
}
