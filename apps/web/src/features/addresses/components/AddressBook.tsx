import { Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { addressMessages, type Address } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../hooks/use-addresses';
import { addressLine } from '../lib/address-display';
import { AddressForm } from './AddressForm';

type Editing = { address?: Address } | null;

function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const save = useSaveAddress();
  const makeDefault = () =>
    save.mutate({ id: address._id, input: { is_default: true } }, { onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }) });
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{address.label}</Text>
            {address.is_default && <Badge variant="light">Default</Badge>}
          </Group>
          <Text size="sm">{addressLine(address)}</Text>
          <Text size="sm" c="dimmed">
            {address.phone_number}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!address.is_default && (
            <Button size="xs" variant="subtle" loading={save.isPending} onClick={makeDefault} aria-label={`Make ${address.label} the default address`}>
              Set default
            </Button>
          )}
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${address.label}`}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${address.label}`}>
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /settings/address: the delivery addresses, with add, edit, delete and set default; `onFirstSaved` ends a `?first=true` visit. */
export function AddressBook({ onFirstSaved }: { onFirstSaved?: () => void }) {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(onFirstSaved ? {} : null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const saved = () => {
    setEditing(null);
    onFirstSaved?.();
  };
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast({ color: 'green', message: addressMessages.deleted });
        setDeleting(null);
      },
      onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    });

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <Title order={2}>Delivery addresses</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          Add address
        </Button>
      </Group>
      {addresses.isPending && <Skeleton height={120} aria-label="Loading addresses" />}
      {addresses.isError && <QueryErrorAlert error={addresses.error} onRetry={() => void addresses.refetch()} />}
      {addresses.data && !addresses.data.length && <Text c="dimmed">You have no delivery address yet.</Text>}
      {addresses.data && (
        <Stack gap="xs" role="list" aria-label="Your addresses">
          {addresses.data.map((address) => (
            <div role="listitem" key={address._id}>
              <AddressCard address={address} onEdit={() => setEditing({ address })} onDelete={() => setDeleting(address)} />
            </div>
          ))}
        </Stack>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.address ? 'Edit address' : 'Add address'} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {editing && <AddressForm address={editing.address} onSaved={saved} onCancel={() => setEditing(null)} />}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete address" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>Delete {deleting?.label}?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete} data-autofocus>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
