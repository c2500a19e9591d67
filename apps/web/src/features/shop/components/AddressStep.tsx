import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { Address } from '@velvet/contracts';
import { useState } from 'react';
import { AddressForm } from '@/features/addresses/components/AddressForm';
import { addressLine } from '@/features/addresses/lib/address-display';

type AddressStepProps = { addresses: Address[]; chosenId: string | null; onChosen: (addressId: string) => void; onBack: () => void };

/** Step 3, 'Select delivery address': pick one of the saved addresses or add one; either returns to step 2 with it. */
export function AddressStep({ addresses, chosenId, onChosen, onBack }: AddressStepProps) {
  const [adding, setAdding] = useState(addresses.length === 0);
  if (adding) return <AddressForm onSaved={(address) => onChosen(address._id)} onCancel={addresses.length ? () => setAdding(false) : onBack} submitLabel="Save and use" />;
  return (
    <Stack>
      <Radio.Group value={chosenId} onChange={onChosen} label="Deliver to">
        <Stack gap="xs" mt="xs">
          {addresses.map((address) => (
            <Radio
              key={address._id}
              value={address._id}
              label={
                <Stack gap={0}>
                  <Text fw={500}>{address.label}</Text>
                  <Text size="sm" c="dimmed">
                    {addressLine(address)}
                  </Text>
                </Stack>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button variant="light" onClick={() => setAdding(true)}>
          Add new address
        </Button>
      </Group>
    </Stack>
  );
}
