import { Anchor, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { signUpDrawer } from '../hooks/use-sign-up-drawer';
import type { SignInStep } from '../lib/sign-in-steps';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { OtpStep } from './OtpStep';
import { SignInForm } from './SignInForm';
import { SocialButtons } from './SocialButtons';
import { TwoFactorStep } from './TwoFactorStep';

/** The SIGN_IN dialog, for guests: credentials or a social account, then a mailed code or the authenticator code when asked. */
export function SignInDialog({ context, id }: ContextModalProps) {
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials' });
  const close = () => context.closeModal(id);
  const restart = (notice: string) => setStep({ kind: 'credentials', notice });
  const switchToSignUp = () => {
    close();
    signUpDrawer.open();
  };

  if (step.kind === 'otp') return <OtpStep challenge={step.challenge} onSignedIn={close} onRestart={restart} />;
  if (step.kind === 'two-factor') return <TwoFactorStep otpId={step.otpId} onSignedIn={close} onRestart={restart} />;
  if (step.kind === 'forgot-password') return <ForgotPasswordForm onBack={() => setStep({ kind: 'credentials' })} />;

  return (
    <Stack>
      <SignInForm
        notice={step.notice}
        onForgotPassword={() => setStep({ kind: 'forgot-password' })}
        onOutcome={(outcome) => (outcome.kind === 'signed-in' ? close() : setStep(outcome))}
      />
      <SocialButtons onOutcome={(outcome) => (outcome.kind === 'signed-in' ? close() : setStep(outcome))} />
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={switchToSignUp}>
          Sign Up
        </Anchor>
      </Text>
    </Stack>
  );
}
