import { Alert, Anchor, Button, Collapse, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { forgotPasswordSchema } from '@velvet/contracts';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { requestTwoFactorRecovery } from '../api/account-mail';
import { useVerifyTwoFactor } from '../hooks/use-sign-in';
import { firstIssue } from '../lib/sign-up-rules';
import { CodeEntry } from './CodeEntry';

type TwoFactorStepProps = {
  otpId: string;
  onSignedIn: () => void;
  onRestart: (reason: string) => void;
};

/** Lost authenticator: a link to turn 2FA off is mailed to the account's address. */
function TwoFactorRecoveryRequest() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useMutation({ mutationFn: requestTwoFactorRecovery });

  const submit = () => {
    const problem = firstIssue(forgotPasswordSchema.shape.email, email);
    setError(problem);
    if (!problem) request.mutate(email.trim());
  };

  if (request.isSuccess) return <Alert color="teal" variant="light">{request.data.message}</Alert>;
  return (
    <Stack gap="xs">
      <TextInput label="Your account's email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={error} />
      {request.error && <Text size="sm" c="red">{toUserMessage(request.error)}</Text>}
      <Button variant="light" onClick={submit} loading={request.isPending}>
        Email me a link to turn off 2FA
      </Button>
    </Stack>
  );
}

/** Spec: an answer whose message contains '2FA' asks for the authenticator code. */
export function TwoFactorStep({ otpId, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  // A new input after a wrong code, so typing starts again in its first box.
  const [attempt, setAttempt] = useState(0);
  const [recovering, setRecovering] = useState(false);
  const verify = useVerifyTwoFactor();

  const submit = (value: string) => {
    if (!/^\d{6}$/.test(value)) return;
    verify.mutate(
      { otp_id: otpId, code: value },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          setCode('');
          setAttempt((count) => count + 1);
          if (isApiRequestError(error, 'CODE_EXPIRED')) onRestart(error.message);
        },
      },
    );
  };

  return (
    <Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <Stack>
          <Alert color="velvet" variant="light" icon={<IconShieldLock />} title="Two-factor authentication">
            Enter the 6-digit code from your authenticator app.
          </Alert>
          <CodeEntry
            label="Authenticator code"
            code={code}
            onChange={setCode}
            onComplete={submit}
            error={verify.error}
            verifying={verify.isPending}
            attempt={attempt}
          />
        </Stack>
      </form>
      <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setRecovering((open) => !open)}>
        Lost access to your authenticator app?
      </Anchor>
      <Collapse expanded={recovering}>
        <TwoFactorRecoveryRequest />
      </Collapse>
    </Stack>
  );
}
