import { Alert, Button, Group, Loader, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ContextModalProps } from '@mantine/modals';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSettingsMessages, type Tokens } from '@velvet/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { currentDeviceInfo } from '@/features/auth/lib/device-info';
import { sessionQueryScope, tokenStore } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { changeEmailDirectly, checkNewEmail, getAccountSettings, sendEmailChangeOtp, verifyEmailChangeOtp } from '../api/account-settings';
import { afterVerifiedChange, cleanOtp, EMAIL_CHECK_DEBOUNCE_MS, emailChangeFailure, emailChangePath, localEmailError, otpError, stepAfterVerifiedCode, type EmailChangeStep } from '../lib/email-change';

export const accountSettingsQueryKey = [sessionQueryScope, 'account-settings'] as const;

/** CHANGE_EMAIL: a verified address is changed with a code sent to it, then one sent to the new address; an unverified one directly. */
export function ChangeEmailDialog({ context, id }: ContextModalProps<Record<string, never>>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const settings = useQuery({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });
  const [newEmail, setNewEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<EmailChangeStep>({ step: 'address' });
  const [debounced] = useDebouncedValue(newEmail.trim().toLowerCase(), EMAIL_CHECK_DEBOUNCE_MS);

  const currentEmail = settings.data?.email ?? '';
  const localError = localEmailError(newEmail, currentEmail);
  const debouncedError = localEmailError(debounced, currentEmail);
  const availability = useQuery({
    queryKey: [...accountSettingsQueryKey, 'check', debounced],
    queryFn: () => checkNewEmail(debounced),
    enabled: !!debounced && !debouncedError && !!settings.data,
    retry: false,
    staleTime: 30_000,
  });
  const checked = debounced === newEmail.trim().toLowerCase() && availability.data?.status === 'valid';
  const emailError = localError ?? (availability.data?.status === 'reject' ? availability.data.reason : availability.error ? toUserMessage(availability.error) : undefined);

  const finish = async ({ token }: Tokens, message: string) => {
    tokenStore.setTokens({ token });
    showToast({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: [sessionQueryScope] });
  };

  const send = useMutation({
    mutationFn: () => sendEmailChangeOtp(newEmail.trim()),
    onSuccess: ({ otp_id }) => setStep({ step: 'code', sentTo: 'current', otpId: otp_id, newEmail: newEmail.trim() }),
  });
  const verify = useMutation({
    mutationFn: (input: Extract<EmailChangeStep, { step: 'code' }>) => verifyEmailChangeOtp({ otp_id: input.otpId, otp, device_info: currentDeviceInfo() }),
    onSuccess: async ({ otp_id, ...tokens }, input) => {
      const next = stepAfterVerifiedCode(input, { otp_id });
      setOtp('');
      if (next !== 'done') {
        await finish(tokens, accountSettingsMessages.otpVerified);
        setStep(next);
        return;
      }
      await finish(tokens, accountSettingsMessages.emailVerified);
      context.closeModal(id);
      void navigate(afterVerifiedChange);
    },
    onError: () => setOtp(''),
  });
  const direct = useMutation({
    mutationFn: () => changeEmailDirectly({ email: newEmail.trim(), device_info: currentDeviceInfo() }),
    onSuccess: async (tokens) => {
      await finish(tokens, `${accountSettingsMessages.emailUpdated}: check your email for the verification link.`);
      context.closeModal(id);
    },
  });

  if (settings.isPending) return <Loader size="sm" />;
  if (settings.error) return <Text c="red">{toUserMessage(settings.error)}</Text>;
  const path = emailChangePath(settings.data.email_verified);
  const failure = send.error
    ? emailChangeFailure(send.error, 'send')
    : verify.error
      ? emailChangeFailure(verify.error, 'verify')
      : direct.error
        ? emailChangeFailure(direct.error, 'direct')
        : null;

  if (step.step === 'code') {
    const codeError = otp.length > 0 ? otpError(otp) : undefined;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!otpError(otp)) verify.mutate(step);
        }}
      >
        <Stack>
          <Text size="sm">
            {step.sentTo === 'current' ? (
              <>
                To confirm it is you, enter the 6-digit code we sent to your current address <b>{currentEmail}</b>.
              </>
            ) : (
              <>
                Now enter the 6-digit code we sent to <b>{step.newEmail}</b>.
              </>
            )}{' '}
            It is valid for 10 minutes.
          </Text>
          <PinInput
            key={step.otpId}
            length={6}
            type="number"
            oneTimeCode
            value={otp}
            onChange={(value) => setOtp(cleanOtp(value))}
            error={!!codeError}
            ariaLabel={step.sentTo === 'current' ? 'Code from your current address' : 'Code from the new address'}
          />
          {codeError && <Text size="sm" c="red">{codeError}</Text>}
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setStep({ step: 'address' })}>
              Back
            </Button>
            <Button type="submit" loading={verify.isPending} disabled={!!otpError(otp)}>
              Verify OTP
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (localError || !checked) return;
        if (path === 'otp') send.mutate();
        else direct.mutate();
      }}
    >
      <Stack>
        <Text size="sm">
          Your email is <b>{currentEmail}</b>
          {path === 'otp' ? '. We will send a code to it, then one to the new address, to confirm the change.' : ' and not verified yet: it changes at once and we send a new verification link.'}
        </Text>
        <TextInput
          label="New email"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.currentTarget.value)}
          error={emailError}
          rightSection={availability.isFetching ? <Loader size="xs" /> : null}
          data-autofocus
        />
        {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {failure}
            </Alert>
          )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => context.closeModal(id)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!!emailError || !checked} loading={send.isPending || direct.isPending}>
            {path === 'otp' ? 'Next' : 'Change'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
