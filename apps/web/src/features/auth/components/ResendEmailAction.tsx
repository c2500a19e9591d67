import { Button, Stack, Text } from '@mantine/core';
import { accountMessages } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';
import { useResendVerification } from '../hooks/use-resend-verification';

/** 'Resend email', then 'Email sent successfully!' once the verification mail is on its way. */
export function ResendEmailAction({ label = 'Resend email' }: { label?: string }) {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <Text size="sm" c="teal" fw={500}>
        {accountMessages.emailSent}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button size="xs" variant="light" color="yellow" loading={resend.isPending} onClick={() => resend.mutate()}>
        {label}
      </Button>
      {resend.error && (
        <Text size="sm" c="red">
          {toUserMessage(resend.error)}
        </Text>
      )}
    </Stack>
  );
}
