import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import type { VerificationGate } from '../hooks/use-verification-gate';

// Shown only after a refused click: the pages with gated buttons do not carry the mail-sending code.
const ResendEmailAction = lazy(() => import('@/features/auth/components/ResendEmailAction').then((module) => ({ default: module.ResendEmailAction })));

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
          <Suspense fallback={null}>
            <ResendEmailAction label={prompt.label} />
          </Suspense>
        )}
      </Group>
    </Alert>
  );
}
