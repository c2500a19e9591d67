import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { COLLABORATORS_MAX } from '@velvet/contracts';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import type { ComposerPayload, ComposerValues } from '../lib/composer-form';

type CollaboratorFieldsProps = {
  control: Control<ComposerValues, unknown, ComposerPayload>;
  errors: FieldErrors<ComposerValues>;
  /** The creators who can be added. */
  options: { value: string; label: string }[];
};

/** Optional collaborators of a post, each with their percentage of its earnings. */
export function CollaboratorFields({ control, errors, options }: CollaboratorFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'collaborators' });
  const listError = errors.collaborators?.message ?? errors.collaborators?.root?.message;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Collaborators (optional)
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`collaborators.${index}.user_id`}
            render={({ field: select }) => (
              <Select
                label={`Collaborator ${index + 1}`}
                placeholder="Choose a creator"
                data={options}
                searchable
                value={select.value || null}
                onChange={(value) => select.onChange(value ?? '')}
                onBlur={select.onBlur}
                error={errors.collaborators?.[index]?.user_id?.message}
                style={{ flex: 1 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`collaborators.${index}.percent`}
            render={({ field: percent }) => (
              <NumberInput
                label="Share"
                suffix="%"
                min={1}
                max={90}
                allowDecimal={false}
                allowNegative={false}
                w={110}
                value={percent.value}
                onChange={(value) => percent.onChange(typeof value === 'number' ? value : '')}
                onBlur={percent.onBlur}
                error={errors.collaborators?.[index]?.percent?.message}
              />
            )}
          />
          <ActionIcon variant="subtle" color="gray" mt={28} aria-label={`Remove collaborator ${index + 1}`} onClick={() => remove(index)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {fields.length < COLLABORATORS_MAX && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ user_id: '', percent: 10 })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add collaborator
        </Button>
      )}
    </Stack>
  );
}
