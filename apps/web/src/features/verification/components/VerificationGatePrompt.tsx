import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResendEmailAction } from '@/features/auth/components/ResendEmailAction';
import { paths } from '@/shared/routing/paths';
import type { VerificationGate } from '../hooks/use-verification-gate';

/** The gate's refusal: the spec's message with 'Resend email' or 'Get Verified' (→ /settings/kyc). */
export function VerificationGatePrompt({ gate }: { gate: VerificationGate }) {
  const { prompt } = gate;
  if (!prompt) return null;

  return (
    <Alert color="yellow" variant="light" icon={<IconShieldLock />} role="alert" withCloseButton onClose={gate.dismiss} closeButtonLabel="Dismiss">
      <Text size="sm">{prompt.message}</Text>
      <Group mt="xs" gap="sm">
        {prompt.remedy === 'get-verified' ? (
          <Button component={Link} to={paths.kyc.to()} size="xs" variant="light" color="yellow">
            {prompt.label}
          </Button>
        ) : (
          <ResendEmailAction label={prompt.label} />
        )}
      </Group>
    </Alert>
  );
}
