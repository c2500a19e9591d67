import { Button, Group, Text } from '@mantine/core';

/** Previous and Next for a numbered page; nothing when there is only one. */
export function PageButtons({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  if (page === 1 && !hasMore) return null;
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm">Page {page}</Text>
      <Button size="xs" variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
