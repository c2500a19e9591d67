import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages a mailed link opens: verify email, reset password, turn off 2FA. */
export function AccountLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={460} mx="auto" mt="xl">
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
