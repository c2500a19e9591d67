import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages, signInSchema } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { useSignIn } from '../hooks/use-sign-in';
import { SuspendedAccountNotice } from './SuspendedAccountNotice';

const credentialsSchema = signInSchema.pick({ username: true, password: true });

const isBanned = (error: unknown) =>
  isApiRequestError(error, 'ACCOUNT_BANNED') || (isApiRequestError(error) && error.message === messages.accountBanned);

type SignInFormProps = {
  onSignedIn: () => void;
};

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit((credentials) => signIn.mutate(credentials, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {signIn.error &&
          (isBanned(signIn.error) ? (
            <SuspendedAccountNotice />
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertCircle />}>
              {toUserMessage(signIn.error)}
            </Alert>
          ))}
        <TextInput
          label="Username or email"
          autoComplete="username"
          data-autofocus
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
