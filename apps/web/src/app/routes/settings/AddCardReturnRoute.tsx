import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AddCardReturn } from '@/features/cards';

/** /settings/addCard: where the card provider sends the browser back. */
export function AddCardReturnRoute() {
  useDocumentTitle('Cards · Velvet');
  return (
    <Stack>
      <Title order={1} size="h2">
        Cards
      </Title>
      <AddCardReturn />
    </Stack>
  );
}
