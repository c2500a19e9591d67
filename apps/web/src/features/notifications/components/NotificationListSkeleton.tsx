import { Skeleton, Stack } from '@mantine/core';

const ROWS = 4;

export function NotificationListSkeleton() {
  return (
    <Stack gap="md" p="sm" aria-busy="true" aria-label="Loading notifications">
      {Array.from({ length: ROWS }, (_, row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={12} width="85%" radius="xl" />
          <Skeleton height={10} width="40%" radius="xl" />
        </Stack>
      ))}
    </Stack>
  );
}
