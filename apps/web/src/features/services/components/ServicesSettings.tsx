import { Badge, Button, Group, Modal, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { serviceMessages, type Service } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useDeleteService, useMyServices, useSaveService } from '../hooks/use-services';
import { ServiceCard } from './ServiceCard';
import { ServiceForm } from './ServiceForm';

type Editing = { service?: Service } | null;

function ServiceRow({ service, onEdit, onDelete }: { service: Service; onEdit: () => void; onDelete: () => void }) {
  const save = useSaveService();
  // An unpriced default chat fee is not offered: it needs a price first.
  const unpriced = service.type === 'CHAT-FEE' && service.chat_fee_type !== 'Free' && service.price === 0;
  const toggle = (active: boolean) =>
    save.mutate(
      { id: service._id, input: { is_active: active } },
      {
        onSuccess: () => showToast({ color: 'green', message: serviceMessages.updated }),
        onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
      },
    );
  return (
    <ServiceCard
      service={service}
      action={
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${service.name}`}>
            {unpriced ? 'Set a price' : 'Edit'}
          </Button>
          {!service.is_default && (
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${service.name}`}>
              Delete
            </Button>
          )}
        </Group>
      }
    >
      <Group gap="xs" mt={4}>
        {service.is_default && <Badge variant="outline">Default</Badge>}
        {unpriced ? (
          <Text size="xs" c="dimmed">
            Hidden from fans until priced
          </Text>
        ) : (
          <Switch size="xs" label="Active" checked={service.is_active} disabled={save.isPending} onChange={(event) => toggle(event.currentTarget.checked)} aria-label={`${service.name} active`} />
        )}
      </Group>
    </ServiceCard>
  );
}

/** /settings/services: the creator's services, with Create/Edit service, activation and deletion. */
export function ServicesSettings() {
  const services = useMyServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast({ color: 'green', message: serviceMessages.deleted });
        setDeleting(null);
      },
      onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    });
  };

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <Title order={2}>Services</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          Create service
        </Button>
      </Group>
      {services.isPending && <Skeleton height={160} aria-label="Loading services" />}
      {services.isError && <QueryErrorAlert error={services.error} onRetry={() => void services.refetch()} />}
      {services.data && !services.data.data.length && <Text c="dimmed">{serviceMessages.nothingToShow}</Text>}
      {services.data && (
        <Stack gap="xs" aria-label="Your services" role="list">
          {services.data.data.map((service) => (
            <div role="listitem" key={service._id}>
              <ServiceRow service={service} onEdit={() => setEditing({ service })} onDelete={() => setDeleting(service)} />
            </div>
          ))}
        </Stack>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.service ? 'Edit service' : 'Create service'} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {editing && <ServiceForm service={editing.service} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete service" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>Delete {deleting?.name}? Fans will no longer see it.</Text>
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
