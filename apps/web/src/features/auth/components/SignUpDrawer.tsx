import { Anchor, Drawer, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SignUpUserType } from '@velvet/contracts';
import { useId, useState } from 'react';
import { useModalManager } from '@/shared/modals';
import { signUpDrawer, useSignUpDrawerOpened } from '../hooks/use-sign-up-drawer';
import { SignUpForm } from './SignUpForm';

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

  // The spec offers Complete profile right after sign-up.
  const signedUp = () => {
    signUpDrawer.close();
    openModal('COMPLETE_PROFILE');
  };

  const switchToSignIn = () => {
    signUpDrawer.close();
    openModal('SIGN_IN');
  };

  return (
    <Drawer opened={opened} onClose={signUpDrawer.close} position="right" title="Sign Up">
      <Stack>
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
        <Anchor component="button" type="button" onClick={switchToSignIn}>
          Already have an account? Sign In
        </Anchor>
      </Stack>
    </Drawer>
  );
}
