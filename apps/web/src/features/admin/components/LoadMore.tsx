import { Button, Group } from '@mantine/core';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Load more" under a keyset-paged list while a next page exists. */
export function LoadMore({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Group>
      <Button size="xs" variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        Load more
      </Button>
    </Group>
  );
}
