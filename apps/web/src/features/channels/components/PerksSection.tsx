import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { freeServiceKinds, freeServiceUnitTypes, PERK_ICONS, perkIcons, type ChannelForm, type ChannelFormInput } from '@velvet/contracts';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { visiblePerks } from '../lib/offer-tiles';
import { ChannelServicesPicker } from './ChannelServicesPicker';

type FormValues = ChannelFormInput;
const iconOptions = perkIcons.map((icon) => ({ value: icon, label: `${PERK_ICONS[icon]} ${icon}` }));

function FreeServices() {
  const { control, register, formState } = useFormContext<FormValues, unknown, ChannelForm>();
  const services = useFieldArray({ control, name: 'free_services' });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Free services for subscribers
      </Text>
      <Checkbox label="Free chats" {...register('default_perks.free_chats')} />
      {services.fields.map((field, index) => (
        <Group key={field.id} align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`free_services.${index}.type`}
            render={({ field: kind }) => (
              <Select
                label="Service"
                placeholder="Pick a service"
                // Older channels may hold a kind typed by hand: it stays selectable.
                data={[...new Set([...freeServiceKinds, ...(kind.value ? [kind.value] : [])])]}
                value={kind.value || null}
                onChange={(value) => kind.onChange(value ?? '')}
                allowDeselect={false}
                error={formState.errors.free_services?.[index]?.type?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`free_services.${index}.unit`}
            render={({ field: unit }) => (
              <NumberInput
                label="Amount"
                min={0}
                allowDecimal={false}
                value={unit.value}
                onChange={(value) => unit.onChange(typeof value === 'number' ? value : 0)}
                error={formState.errors.free_services?.[index]?.unit?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`free_services.${index}.unit_type`}
            render={({ field: unitType }) => <Select label="Unit" data={[...freeServiceUnitTypes]} value={unitType.value} onChange={(value) => unitType.onChange(value ?? 'TurnCount')} allowDeselect={false} />}
          />
          <ActionIcon variant="subtle" color="red" mt={28} aria-label="Remove free service" onClick={() => services.remove(index)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" size="compact-sm" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => services.append({ type: 'video call', unit: 15, unit_type: 'Minute' })}>
        Add a free service
      </Button>
    </Stack>
  );
}

/** Include Perks: featured and custom services, free services and custom benefits (icon from the list, non-empty text); locked with subscribers. */
export function PerksSection({ locked }: { locked: boolean }) {
  const { control, register, formState } = useFormContext<FormValues, unknown, ChannelForm>();
  const perks = useFieldArray({ control, name: 'perks' });
  const [showAll, setShowAll] = useState(false);
  const perkErrors = formState.errors.perks;
  return (
    <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
      <Stack gap="sm">
        <Text fw={600}>Include Perks</Text>
        {locked && (
          <Text size="sm" c="dimmed">
            Perks are locked while the channel has subscribers.
          </Text>
        )}
        <ChannelServicesPicker />
        <FreeServices />
        <Text size="sm" fw={500}>
          Custom benefits
        </Text>
        {visiblePerks(perks.fields, showAll).map((field, index) => (
          <Group key={field.id} align="flex-start" wrap="nowrap">
            <Controller
              control={control}
              name={`perks.${index}.icon`}
              render={({ field: icon }) => (
                <Select label="Icon" data={iconOptions} value={icon.value} onChange={(value) => icon.onChange(value)} allowDeselect={false} w={140} error={perkErrors?.[index]?.icon?.message} />
              )}
            />
            <TextInput label="Benefit" style={{ flex: 1 }} error={perkErrors?.[index]?.value?.message} {...register(`perks.${index}.value`)} />
            <ActionIcon variant="subtle" color="red" mt={28} aria-label="Remove benefit" onClick={() => perks.remove(index)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {!showAll && perks.fields.length > 3 && (
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setShowAll(true)}>
            See all perks
          </Button>
        )}
        {(perkErrors?.message ?? perkErrors?.root?.message) && (
          <Text c="red" size="sm" role="alert">
            {perkErrors.message ?? perkErrors.root?.message}
          </Text>
        )}
        <Button
          variant="light"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => {
            perks.append({ icon: 'star', value: '' });
            setShowAll(true);
          }}
        >
          Add a custom benefit
        </Button>
      </Stack>
    </fieldset>
  );
}
