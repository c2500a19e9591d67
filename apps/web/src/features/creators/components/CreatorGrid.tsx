import { EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useCreators } from '../hooks/use-creators';
import { CreatorCard } from './CreatorCard';

const gridColumns = { base: 1, xs: 2, md: 3 };
const PLACEHOLDER_CARDS = 6;

/** Every creator as a card that leads to their page. */
export function CreatorGrid() {
  const creators = useCreators();

  if (!creators.data) {
    return creators.isError ? (
      <QueryErrorAlert error={creators.error} onRetry={() => void creators.refetch()} />
    ) : (
      <SimpleGrid cols={gridColumns} aria-busy="true" aria-label="Loading creators">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, card) => (
          <Skeleton key={card} height={250} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  if (creators.data.length === 0) {
    return <EmptyState py="xl" icon={<IconUsers />} title="No creators yet" description="Check back soon." />;
  }

  return (
    <SimpleGrid cols={gridColumns}>
      {creators.data.map((creator, index) => (
        // The first card's cover is the home page's largest picture on a phone (one column).
        <CreatorCard key={creator._id} creator={creator} priority={index === 0} />
      ))}
    </SimpleGrid>
  );
}
