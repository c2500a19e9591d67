import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CardList } from '@/features/cards';

export function CardsRoute() {
  useDocumentTitle('Cards · Velvet');
  return (
    <Stack>
      <Title order={1} size="h2">
        Cards
      </Title>
      <CardList />
    </Stack>
  );
}
