import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { messages } from '@velvet/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { useModalManager } from '@/shared/modals';
import { recoverTwoFactor } from '../api/account-mail';
import { AccountLinkPage } from './AccountLinkPage';

/** /2fa-recovery?token=: the link mailed to turn off 2FA when the authenticator app is lost. */
export function TwoFactorRecoveryPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const { openModal } = useModalManager();
  const recover = useMutation({ mutationFn: recoverTwoFactor });
  const passwordError = isApiRequestError(recover.error) ? recover.error.fields.password : undefined;

  if (recover.isSuccess) {
    return (
      <AccountLinkPage title="Two-factor authentication is off">
        <Alert color="teal" variant="light" icon={<IconCircleCheck />}>
          {recover.data.message} You can sign in with your password and turn it on again in Settings → Security.
        </Alert>
        <Button onClick={() => openModal('SIGN_IN')}>Sign In</Button>
      </AccountLinkPage>
    );
  }

  return (
    <AccountLinkPage title="Turn off two-factor authentication">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password) recover.mutate({ token, password });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Confirm with your password to turn off two-factor authentication for your account.
          </Text>
          {recover.error && !passwordError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />}>
              {toUserMessage(recover.error)}
            </Alert>
          )}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError ?? (recover.isIdle || password ? undefined : messages.passwordRequired)}
            data-autofocus
          />
          <Button type="submit" color="red" loading={recover.isPending} disabled={!token || !password}>
            Turn off two-factor authentication
          </Button>
        </Stack>
      </form>
    </AccountLinkPage>
  );
}
