import { Anchor, Drawer, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SignUpUserType } from '@velvet/contracts';
import { useId, useState } from 'react';
import { useModalManager } from '@/shared/modals';
import { signUpDrawer, useSignUpDrawerOpened } from '../hooks/use-sign-up-drawer';
import type { SignInOutcome } from '../lib/sign-in-steps';
import { OtpStep } from './OtpStep';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';
import { TwoFactorStep } from './TwoFactorStep';

type AccountType = SignUpUserType;

const accountTypes: { label: string; value: AccountType }[] = [
  { label: 'Fan', value: 'USER' },
  { label: 'Creator', value: 'CREATOR' },
];

const isAccountType = (value: string): value is AccountType => accountTypes.some((type) => type.value === value);

export function SignUpDrawer() {
  const opened = useSignUpDrawerOpened();
  const { openModal } = useModalManager();
  const [accountType, setAccountType] = useState<AccountType>('USER');
  const choiceLabelId = useId();
  // A social sign-up that found an existing account on a new device: its second step, in the drawer.
  const [socialStep, setSocialStep] = useState<Exclude<SignInOutcome, { kind: 'signed-in' }> | null>(null);

  // The spec offers Complete profile right after sign-up.
  const signedUp = () => {
    signUpDrawer.close();
    openModal('COMPLETE_PROFILE');
  };

  const closeDrawer = () => {
    setSocialStep(null);
    signUpDrawer.close();
  };

  const socialOutcome = (outcome: SignInOutcome) => (outcome.kind === 'signed-in' ? closeDrawer() : setSocialStep(outcome));
  const restart = () => setSocialStep(null);

  const switchToSignIn = () => {
    signUpDrawer.close();
    openModal('SIGN_IN');
  };

  return (
    <Drawer opened={opened} onClose={closeDrawer} position="right" title="Sign Up">
      {socialStep?.kind === 'otp' && <OtpStep challenge={socialStep.challenge} onSignedIn={closeDrawer} onRestart={restart} />}
      {socialStep?.kind === 'two-factor' && <TwoFactorStep otpId={socialStep.otpId} onSignedIn={closeDrawer} onRestart={restart} />}
      <Stack display={socialStep ? 'none' : undefined}>
        <Text id={choiceLabelId} fw={500}>
          I am joining as
        </Text>
        <SegmentedControl
          aria-labelledby={choiceLabelId}
          fullWidth
          data={accountTypes}
          value={accountType}
          onChange={(value) => isAccountType(value) && setAccountType(value)}
        />
        <SignUpForm userType={accountType} onSignedUp={signedUp} />
        <SocialButtons userType={accountType} onOutcome={socialOutcome} />
        <Anchor component="button" type="button" onClick={switchToSignIn}>
          Already have an account? Sign In
        </Anchor>
      </Stack>
    </Drawer>
  );
}
