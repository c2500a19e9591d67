import { Group, Text } from '@mantine/core';
import { agencyResourceLabels, hiddenAgencyResources, resourceOfName, type ResourcePermission } from '@velvet/contracts';

/** The resources the agency is permitted, by the spec's labels. */
export function PermittedResources({ permissions }: { permissions: readonly ResourcePermission[] }) {
  const labels = permissions
    .filter((entry) => entry.permitted && !hiddenAgencyResources.includes(resourceOfName(entry.resourceName)))
    .map((entry) => agencyResourceLabels[resourceOfName(entry.resourceName)]);
  return (
    <Group gap={6}>
      <Text size="sm" fw={500}>
        Permissions:
      </Text>
      <Text size="sm">{labels.length ? labels.join(', ') : 'None'}</Text>
    </Group>
  );
}
