import { Alert, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { accountMessages } from '@velvet/contracts';
import { useSession } from '../hooks/use-session';
import { ResendEmailAction } from './ResendEmailAction';

/** Spec: 'Your email is not verified. Please verify your email', a 'Resend email' button, 'Email sent successfully!'. */
export function EmailVerificationBanner() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user.email_verified) return null;

  return (
    <Alert color="yellow" variant="light" icon={<IconMailExclamation />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{accountMessages.emailNotVerified}</Text>
        <ResendEmailAction />
      </Group>
    </Alert>
  );
}
