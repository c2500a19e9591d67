import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { accountMessages, forgotPasswordSchema } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { forgotPassword } from '../api/account-mail';

/** A failed request shows the mapped server message, or the spec's 'Failed to send password reset link'. */
const failureMessage = (error: unknown) =>
  isApiRequestError(error) && error.status > 0 && error.status < 500 ? toUserMessage(error) : accountMessages.resetLinkFailed;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const send = useMutation({ mutationFn: forgotPassword });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  if (send.isSuccess) {
    return (
      <Stack>
        <Alert color="teal" variant="light" icon={<IconMailForward />} title="Check your email">
          {send.data.message} The link works once, for 1 hour.
        </Alert>
        <Button variant="default" onClick={onBack}>
          Back to Sign In
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(({ email }) => send.mutate(email))(event)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Enter the email of your account and we will send you a link to choose a new password.
        </Text>
        {send.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureMessage(send.error)}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" data-autofocus error={errors.email?.message} {...register('email')} />
        <Button type="submit" loading={send.isPending} fullWidth>
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
          Back to Sign In
        </Anchor>
      </Stack>
    </form>
  );
}
