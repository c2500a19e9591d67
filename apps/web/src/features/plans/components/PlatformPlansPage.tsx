import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@velvet/contracts';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { platformPlansQueryOptions } from '../api/plans-api';
import { PlanCard } from './PlanCard';

/** /platform-plans: Prime for fans and Pro for creators. */
export function PlatformPlansPage({ viewerRole }: { viewerRole: Role | null }) {
  useDocumentTitle('Platform plans · Velvet');
  const plans = useQuery(platformPlansQueryOptions);

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Platform plans
        </Title>
        <Text c="dimmed">Prime for fans, Pro for creators: a badge on your profile and perks across Velvet.</Text>
      </div>
      {plans.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading plans">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={320} radius="lg" />
        </SimpleGrid>
      )}
      {plans.isError && <QueryErrorAlert error={plans.error} onRetry={() => void plans.refetch()} />}
      {plans.data?.length === 0 && <Text c="dimmed">No plans are on offer right now.</Text>}
      {plans.data && plans.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {plans.data.map((plan) => (
            <PlanCard key={plan._id} plan={plan} viewerRole={viewerRole} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
