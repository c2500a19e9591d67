import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { accountMessages, LOGIN_OTP_TTL_SECONDS, type OtpChallenge } from '@velvet/contracts';
import { useState } from 'react';
import { isApiRequestError } from '@/shared/api';
import { useClock } from '../hooks/use-clock';
import { useResendLoginOtp, useVerifyLoginOtp } from '../hooks/use-sign-in';
import { formatCountdown, secondsUntil } from '../lib/sign-in-steps';
import { CodeEntry } from './CodeEntry';

type OtpStepProps = {
  challenge: OtpChallenge;
  onSignedIn: () => void;
  /** The code can no longer be used: back to the credentials, with the reason. */
  onRestart: (reason: string) => void;
};

/** Spec: the new-device code, 6 digits, valid 5 minutes; a new one may be asked after 120 seconds. */
export function OtpStep({ challenge: initial, onSignedIn, onRestart }: OtpStepProps) {
  const [challenge, setChallenge] = useState(initial);
  const [code, setCode] = useState('');
  // A new input after a wrong code, so typing starts again in its first box.
  const [attempt, setAttempt] = useState(0);
  const verify = useVerifyLoginOtp();
  const resend = useResendLoginOtp();
  const now = useClock();
  const resendIn = secondsUntil(challenge.resend_at, now);

  const submit = (otp: string) => {
    if (!/^\d{6}$/.test(otp)) return;
    verify.mutate(
      { otp, otp_id: challenge.otp_id },
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

  const askAgain = () =>
    resend.mutate(challenge.otp_id, {
      onSuccess: (next) => {
        setChallenge(next);
        verify.reset();
      },
      onError: (error) => isApiRequestError(error, 'CODE_EXPIRED') && onRestart(error.message),
    });

  const error = verify.error ?? resend.error;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack>
        <Alert color="velvet" variant="light" icon={<IconMailCheck />} title="Check your email">
          {accountMessages.otpSent} It is valid for {LOGIN_OTP_TTL_SECONDS / 60} minutes.
        </Alert>
        <CodeEntry label="One-time code" code={code} onChange={setCode} onComplete={submit} error={error} verifying={verify.isPending} attempt={attempt} />
        <Text size="sm" ta="center" c="dimmed">
          {resendIn > 0 ? (
            <>Resend code in {formatCountdown(resendIn)}</>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={askAgain} disabled={resend.isPending}>
              Resend code
            </Anchor>
          )}
        </Text>
        {resend.isSuccess && (
          <Text size="sm" ta="center" c="teal">
            A new code is on its way.
          </Text>
        )}
      </Stack>
    </form>
  );
}
