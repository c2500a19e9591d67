import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { signInSchema } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../hooks/use-sign-in';
import { credentialErrors, type SignInOutcome } from '../lib/sign-in-steps';
import { SuspendedAccountNotice } from './SuspendedAccountNotice';

const credentialsSchema = signInSchema.pick({ username: true, password: true });

type SignInFormProps = {
  /** Tokens are stored already when the outcome is 'signed-in'. */
  onOutcome: (outcome: SignInOutcome) => void;
  onForgotPassword: () => void;
  /** Why the dialog came back to this step (an expired code, say). */
  notice?: string;
};

export function SignInForm({ onOutcome, onForgotPassword, notice }: SignInFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit((credentials) => signIn.mutate(credentials, { onSuccess: onOutcome }));
  const failure = signIn.error ? credentialErrors(signIn.error) : {};

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {notice && !signIn.error && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle />}>
            {notice}
          </Alert>
        )}
        {failure.banned && <SuspendedAccountNotice />}
        {failure.alert && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failure.alert}
          </Alert>
        )}
        <TextInput
          label="Username or email"
          autoComplete="username"
          data-autofocus
          error={errors.username?.message ?? failure.username}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message ?? failure.password}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
