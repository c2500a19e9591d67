import { Checkbox, Radio, SimpleGrid, Stack } from '@mantine/core';
import { agencyResourceLabels, invitationResources, type AgencyResource } from '@velvet/contracts';
import type { PermissionsChoice } from '../lib/agency-terms';

type PermissionsPickerProps = { value: PermissionsChoice; onChange: (choice: PermissionsChoice) => void; disabled?: boolean };

/** What the agency may see: all features, or individual resources by the spec's labels (Live and Event hidden). */
export function PermissionsPicker({ value, onChange, disabled = false }: PermissionsPickerProps) {
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Permissions"
        description="What the agency may see of your account"
        value={value.allFeatures ? 'all' : 'individual'}
        onChange={(mode) => onChange({ allFeatures: mode === 'all', selected: mode === 'all' ? [...invitationResources] : value.selected })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="all" label="All features" disabled={disabled} />
          <Radio value="individual" label="Individual features" disabled={disabled} />
        </Stack>
      </Radio.Group>
      {!value.allFeatures && (
        <Checkbox.Group
          aria-label="Individual features"
          value={value.selected}
          onChange={(selected) => onChange({ allFeatures: selected.length === invitationResources.length, selected: selected as AgencyResource[] })}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
            {invitationResources.map((resource) => (
              <Checkbox key={resource} value={resource} label={agencyResourceLabels[resource]} disabled={disabled} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
