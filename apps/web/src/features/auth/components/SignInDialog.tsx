import { Anchor, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { signUpDrawer } from '../hooks/use-sign-up-drawer';
import { SignInForm } from './SignInForm';

/** The SIGN_IN dialog, for guests. */
export function SignInDialog({ context, id }: ContextModalProps) {
  const close = () => context.closeModal(id);
  const switchToSignUp = () => {
    close();
    signUpDrawer.open();
  };

  return (
    <Stack>
      <SignInForm onSignedIn={close} />
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={switchToSignUp}>
          Sign Up
        </Anchor>
      </Text>
    </Stack>
  );
}
