import { Anchor, MultiSelect, Stack, Text } from '@mantine/core';
import type { ChannelForm, ChannelFormInput } from '@velvet/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { useMyServices } from '@/features/services/hooks/use-services';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { chosenIn, serviceOptions, withGroup, type ServiceGroup } from '../lib/channel-services';

const pickers: { group: ServiceGroup; label: string; description: string; empty: string }[] = [
  { group: 'featured', label: 'Featured services', description: 'Calls and ratings the channel puts forward', empty: 'No call or rating services yet' },
  { group: 'custom', label: 'Custom services', description: 'Your custom services the channel puts forward', empty: 'No custom services yet' },
];

/** Include Perks 1 and 2: the channel's featured and custom services, picked from the creator's own services list. */
export function ChannelServicesPicker() {
  const { control, formState } = useFormContext<ChannelFormInput, unknown, ChannelForm>();
  const services = useMyServices();
  const error = formState.errors.services?.message ?? formState.errors.services?.root?.message ?? formState.errors.services?.[0]?.message;
  if (services.isError) return <QueryErrorAlert error={services.error} onRetry={() => void services.refetch()} />;
  const list = services.data?.data ?? [];
  return (
    <Controller
      control={control}
      name="services"
      render={({ field }) => (
        <Stack gap="xs">
          {pickers.map(({ group, label, description, empty }) => {
            const options = serviceOptions(list, group);
            return (
              <MultiSelect
                key={group}
                label={label}
                description={description}
                placeholder={services.isPending ? 'Loading your services' : options.length ? 'Choose services' : empty}
                data={options}
                value={chosenIn(field.value ?? [], list, group)}
                onChange={(picked) => field.onChange(withGroup(field.value ?? [], list, group, picked))}
                onBlur={field.onBlur}
                disabled={services.isPending || options.length === 0}
                searchable
                clearable
              />
            );
          })}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Fans buy these services separately.{' '}
            <Anchor component={Link} to={paths.servicesSettings.to()} size="xs">
              Manage your services
            </Anchor>
          </Text>
        </Stack>
      )}
    />
  );
}
