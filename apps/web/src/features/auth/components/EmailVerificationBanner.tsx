import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { accountMessages } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';
import { useResendVerification } from '../hooks/use-resend-verification';
import { useSession } from '../hooks/use-session';

/** Spec: 'Your email is not verified. Please verify your email', a 'Resend email' button, 'Email sent successfully!'. */
export function EmailVerificationBanner() {
  const session = useSession();
  const resend = useResendVerification();
  if (session.status !== 'signed-in' || session.user.email_verified) return null;

  return (
    <Alert color="yellow" variant="light" icon={<IconMailExclamation />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{accountMessages.emailNotVerified}</Text>
        {resend.isSuccess ? (
          <Text size="sm" c="teal" fw={500}>
            {accountMessages.emailSent}
          </Text>
        ) : (
          <Button size="xs" variant="light" color="yellow" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend email
          </Button>
        )}
      </Group>
      {resend.error && (
        <Text size="sm" c="red" mt={4}>
          {toUserMessage(resend.error)}
        </Text>
      )}
    </Alert>
  );
}
