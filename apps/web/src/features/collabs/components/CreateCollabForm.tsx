import { ActionIcon, Alert, Button, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CollabGroup } from '@velvet/contracts';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { toUserMessage } from '@/shared/errors';
import { UnknownCreatorsError, useCreateCollab } from '../hooks/use-create-collab';
import { collabFormDefaults, collabFormMessages, collabFormSchema, memberUsernames, sharesHint, sharesTotal, type CollabFormInput } from '../lib/collab-form';
import { CollabPeriodsField } from './CollabPeriodsField';

function ShareInput({ control, name, label, disabled }: { control: Control<CollabFormInput>; name: `owner_share_percent` | `members.${number}.share_percent`; label: string; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          suffix="%"
          min={1}
          max={100}
          allowNegative={false}
          decimalScale={0}
          disabled={disabled}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          w={120}
        />
      )}
    />
  );
}

/** Create collab: a name, about, the other creators by username with their shares (summing to 100 with yours), and the pricing. */
export function CreateCollabForm({ onCreated }: { onCreated: (group: CollabGroup) => void }) {
  const create = useCreateCollab();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CollabFormInput>({ resolver: zodResolver(collabFormSchema), defaultValues: collabFormDefaults, mode: 'onTouched' });
  const members = useFieldArray({ control, name: 'members' });
  const [ownerShare, memberValues] = useWatch({ control, name: ['owner_share_percent', 'members'] });
  const hint = sharesHint(sharesTotal(ownerShare, memberValues));
  const busy = create.isPending;

  const submit = handleSubmit((form) => {
    const parsed = collabFormSchema.parse(form);
    create.mutate(parsed, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!(error instanceof UnknownCreatorsError)) return;
        memberUsernames(parsed).forEach((username, index) => {
          if (error.usernames.includes(username)) setError(`members.${index}.username`, { message: collabFormMessages.unknownCreator(username) });
        });
      },
    });
  });
  const membersError = errors.members?.root?.message ?? errors.members?.message;
  const refusal = create.error && !(create.error instanceof UnknownCreatorsError) ? toUserMessage(create.error) : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput label="Collab name" required disabled={busy} error={errors.name?.message} {...register('name')} />
        <Textarea label="About" autosize minRows={2} maxLength={3000} disabled={busy} error={errors.about?.message} {...register('about')} />
        <Stack gap="xs" role="group" aria-labelledby="collab-members-label">
          <Text fw={500} size="sm" id="collab-members-label">
            Members and shares
          </Text>
          <ShareInput control={control} name="owner_share_percent" label="Your share" disabled={busy} />
          {members.fields.map((member, index) => (
            <Group key={member.id} align="flex-start">
              <TextInput
                label={`Creator ${index + 1} username`}
                leftSection="@"
                disabled={busy}
                error={errors.members?.[index]?.username?.message}
                w={220}
                {...register(`members.${index}.username`)}
              />
              <ShareInput control={control} name={`members.${index}.share_percent`} label={`Creator ${index + 1} share`} disabled={busy} />
              <ActionIcon variant="subtle" color="red" mt={28} aria-label={`Remove creator ${index + 1}`} disabled={busy} onClick={() => members.remove(index)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            disabled={busy}
            onClick={() => members.append({ username: '', share_percent: '' })}
          >
            Add creator
          </Button>
          {hint && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {hint}
            </Text>
          )}
          {membersError && (
            <Text size="sm" c="red" role="alert">
              {membersError}
            </Text>
          )}
        </Stack>
        <CollabPeriodsField control={control} setValue={setValue} errors={errors} disabled={busy} />
        {refusal && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Create collab
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
