import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { AGENCY_EARNINGS_WINDOW_DAYS, agencyResourceLabels, formatUsd, resourceOfName } from '@velvet/contracts';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useCreatorDetails } from '../hooks/use-agency';

/** What the agency may see of an active creator: earnings per permitted resource and the permitted counts. */
export function CreatorDetails({ collaborationId }: { collaborationId: string }) {
  const details = useCreatorDetails(collaborationId);
  if (details.isPending) return <Skeleton height={80} aria-label="Loading creator details" />;
  if (details.isError) return <QueryErrorAlert error={details.error} onRetry={() => void details.refetch()} />;
  const { earnings, counts } = details.data;
  const countEntries = [
    ['Posts', counts.posts],
    ['Stories', counts.stories],
    ['Subscribers', counts.subscribers],
  ].filter((entry): entry is [string, number] => entry[1] !== undefined);
  return (
    <Stack gap="xs">
      {earnings.length === 0 && countEntries.length === 0 && <Text c="dimmed">The creator has not permitted any resource with figures to show.</Text>}
      {earnings.length > 0 && (
        <Table captionSide="top" striped>
          <Table.Caption>Creator earnings, last {AGENCY_EARNINGS_WINDOW_DAYS} days</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Resource</Table.Th>
              <Table.Th scope="col">Earnings</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {earnings.map((row) => (
              <Table.Tr key={row.resourceName}>
                <Table.Td>{agencyResourceLabels[resourceOfName(row.resourceName)]}</Table.Td>
                <Table.Td>{formatUsd(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {countEntries.length > 0 && (
        <Group gap="lg">
          {countEntries.map(([label, value]) => (
            <Text key={label} size="sm">
              {label}: <b>{value}</b>
            </Text>
          ))}
        </Group>
      )}
    </Stack>
  );
}
