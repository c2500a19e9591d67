import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { TwoFactorSettings } from '@/features/auth';

/** /settings/security. */
export function SecurityRoute() {
  useDocumentTitle('Security · Velvet');
  return (
    <Stack>
      <Title order={1} size="h2">
        Security
      </Title>
      <TwoFactorSettings />
    </Stack>
  );
}
