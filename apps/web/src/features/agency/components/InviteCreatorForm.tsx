import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { agencyInvitationSchema, type AgencyInvitationInput } from '@velvet/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useInviteCreator } from '../hooks/use-agency';
import { permissionsChoiceOf, permissionsOf } from '../lib/agency-terms';
import { PermissionsPicker } from './PermissionsPicker';
import { ShareFields } from './ShareFields';

const defaults: AgencyInvitationInput = {
  username: '',
  invitationLetter: '',
  revenueShare: { creator: 80, agency: 20 },
  featureRevenueShare: { Message: { agency: 20 } },
  is_all_agency_share: true,
  resourcePermissions: permissionsOf({ allFeatures: true, selected: [] }),
};

/** Invite a creator by username with a letter, the agency's shares and the permissions asked for. */
export function InviteCreatorForm() {
  const invite = useInviteCreator();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<AgencyInvitationInput>({ resolver: zodResolver(agencyInvitationSchema), defaultValues: defaults, mode: 'onTouched' });
  const [revenueShare, messageShare, isAll] = useWatch({ control, name: ['revenueShare', 'featureRevenueShare', 'is_all_agency_share'] });
  const busy = invite.isPending;

  const submit = handleSubmit((input) => invite.mutate(input, { onSuccess: () => reset(defaults) }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Invite a creator">
      <Stack>
        <TextInput label="Creator username" required disabled={busy} error={errors.username?.message} {...register('username')} />
        <Textarea label="Invitation letter" required autosize minRows={3} maxLength={2000} disabled={busy} error={errors.invitationLetter?.message} {...register('invitationLetter')} />
        <ShareFields
          disabled={busy}
          value={{ agencyShare: revenueShare.agency, messageShare: messageShare.Message.agency, isAllAgencyShare: isAll }}
          errors={{ agencyShare: errors.revenueShare?.agency?.message ?? errors.revenueShare?.creator?.message, messageShare: errors.featureRevenueShare?.Message?.agency?.message }}
          onChange={(shares) => {
            const agency = shares.agencyShare === '' ? Number.NaN : shares.agencyShare;
            setValue('revenueShare', { creator: 100 - agency, agency }, { shouldValidate: true });
            setValue('featureRevenueShare', { Message: { agency: shares.messageShare === '' ? Number.NaN : shares.messageShare } }, { shouldValidate: true });
            setValue('is_all_agency_share', shares.isAllAgencyShare);
          }}
        />
        <Controller
          control={control}
          name="resourcePermissions"
          render={({ field }) => (
            <PermissionsPicker disabled={busy} value={permissionsChoiceOf(field.value)} onChange={(choice) => field.onChange(permissionsOf(choice, field.value))} />
          )}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
