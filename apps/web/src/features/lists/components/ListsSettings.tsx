import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { listMessages, type CustomListSummary } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useDeleteList, useList, useMyLists } from '../hooks/use-lists';
import { CustomListDialog } from './CustomListDialog';

/** Editing loads the whole list (its fans) before the dialog opens with it. */
function EditListDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const list = useList(id);
  if (list.isError) return <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <CenteredLoader label="Loading the list" />;
  return <CustomListDialog key={list.data._id} opened onClose={onClose} list={list.data} />;
}

function ListCard({ list, onEdit }: { list: CustomListSummary; onEdit: () => void }) {
  const remove = useDeleteList();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${list.title}?`,
      children: <Text size="sm">The list is removed; the fans are not told.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(list._id, {
          onSuccess: () => showToast({ color: 'green', message: listMessages.deleted }),
          onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
        }),
    });

  return (
    <Card withBorder radius="md" component="article" aria-label={`List ${list.title}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>{list.title}</Text>
          <Text size="xs" c="dimmed">
            {list.count} {list.count === 1 ? 'fan' : 'fans'}
          </Text>
        </div>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /settings/lists: the creator's custom fan lists, created and edited in the Custom list dialog. */
export function ListsSettings() {
  const lists = useMyLists();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Lists</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New list
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Group your fans (subscribers, past subscribers, buyers and tippers) by what they spent.
      </Text>
      {lists.isPending && <CenteredLoader label="Loading lists" />}
      {lists.isError && <QueryErrorAlert error={lists.error} onRetry={() => void lists.refetch()} />}
      {lists.data?.length === 0 && <Text c="dimmed">No lists yet.</Text>}
      {lists.data?.map((list) => <ListCard key={list._id} list={list} onEdit={() => setEditing(list._id)} />)}
      {creating && <CustomListDialog opened onClose={() => setCreating(false)} list={null} />}
      {editing && <EditListDialog key={editing} id={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
