import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { passwordSchema } from '@velvet/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { tokenStore } from '@/shared/api';
import { useModalManager } from '@/shared/modals';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { resetPassword } from '../api/account-mail';
import { AccountLinkPage } from './AccountLinkPage';
import { PasswordRules } from './PasswordRules';

const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'Passwords do not match' });

/** /reset-password?token=: the link of the forgot-password mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { openModal } = useModalManager();
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword({ token, password }),
    // Every session of the account has ended: this browser's too.
    onSuccess: () => tokenStore.clear(),
  });
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const password = useWatch({ control, name: 'password' });

  if (reset.isSuccess) {
    return (
      <AccountLinkPage title="Password changed">
        <Alert color="teal" variant="light" icon={<IconCircleCheck />}>
          {reset.data.message}
        </Alert>
        <Button onClick={() => openModal('SIGN_IN')}>Sign In</Button>
      </AccountLinkPage>
    );
  }

  return (
    <AccountLinkPage title="Choose a new password">
      <form onSubmit={(event) => void handleSubmit(({ password }) => reset.mutate(password))(event)} noValidate>
        <Stack>
          <ErrorAlert error={reset.error} />
          <Stack gap={6}>
            <PasswordInput label="New password" autoComplete="new-password" data-autofocus error={formState.errors.password?.message} {...register('password')} />
            <PasswordRules password={password} />
          </Stack>
          <PasswordInput label="Repeat the new password" autoComplete="new-password" error={formState.errors.confirm?.message} {...register('confirm')} />
          <Button type="submit" loading={reset.isPending} disabled={!token}>
            Change password
          </Button>
        </Stack>
      </form>
    </AccountLinkPage>
  );
}
