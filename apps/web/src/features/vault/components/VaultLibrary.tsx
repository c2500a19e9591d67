import { ActionIcon, Alert, Button, Chip, FileButton, Group, Image, Menu, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDots, IconUpload } from '@tabler/icons-react';
import { uploadProblem, type VaultFolder, type VaultItem } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import { VideoPreview } from '@/shared/ui/VideoPreview';
import { useVault, useVaultActions, useVaultUpload } from '../hooks/use-vault';

function NewFolder() {
  const { createFolder } = useVaultActions();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    createFolder.mutate(name, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} aria-label="New folder">
      <Group gap="xs" align="flex-start">
        <TextInput size="xs" placeholder="New folder" aria-label="Folder name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={createFolder.error ? toUserMessage(createFolder.error) : undefined} />
        <Button size="xs" type="submit" variant="light" loading={createFolder.isPending}>
          Add folder
        </Button>
      </Group>
    </form>
  );
}

function ItemCard({ item, folders }: { item: VaultItem; folders: VaultFolder[] }) {
  const { move, remove } = useVaultActions();
  return (
    <Paper withBorder p={4} radius="sm" data-testid="vault-item">
      <Stack gap={4}>
        {item.type === 'video' ? <VideoPreview src={item.path} posterUrl={item.poster_url} quality={item.quality} size={150} /> : <Image src={item.path} alt="Vault photo" h={120} fit="cover" radius="sm" />}
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {folders.find((folder) => folder._id === item.folder_id)?.name ?? 'No folder'}
          </Text>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" aria-label="Vault item actions">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to</Menu.Label>
              <Menu.Item onClick={() => move.mutate({ id: item._id, folderId: null })}>No folder</Menu.Item>
              {folders.map((folder) => (
                <Menu.Item key={folder._id} onClick={() => move.mutate({ id: item._id, folderId: folder._id })}>
                  {folder.name}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => remove.mutate(item._id)}>
                Remove from vault
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The vault: folders, uploads (with the count of files uploading and their progress) and the library, phone-first. */
export function VaultLibrary() {
  const [folderId, setFolderId] = useState<string | null>(null);
  const vault = useVault(folderId);
  const { upload, uploading, progress } = useVaultUpload(folderId);
  const { deleteFolder } = useVaultActions();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (files: File[]) => {
    const found = files.map(uploadProblem).find(Boolean) ?? null;
    setProblem(found);
    if (!found && files.length) void upload(files);
  };
  const folders = vault.data?.folders ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Vault</Title>
        <FileButton onChange={pick} accept="image/*,video/*" multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />}>
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading > 0 && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            Uploading {uploading} {uploading === 1 ? 'file' : 'files'}
          </Text>
          {progress.map((percent, index) => (
            <Progress key={index} value={percent} size="sm" aria-label="Upload progress" />
          ))}
        </Stack>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="xs">
        <Chip checked={folderId === null} onChange={() => setFolderId(null)} size="xs">
          All{vault.data && folderId === null ? ` (${vault.data.total})` : ''}
        </Chip>
        {folders.map((folder) => (
          <Chip key={folder._id} checked={folderId === folder._id} onChange={() => setFolderId(folder._id)} size="xs">
            {folder.name} ({folder.count})
          </Chip>
        ))}
        {folderId && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => deleteFolder.mutate(folderId, { onSuccess: () => setFolderId(null) })}>
            Delete folder
          </Button>
        )}
      </Group>
      <NewFolder />
      {vault.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} h={140} />
          ))}
        </SimpleGrid>
      ) : vault.isError ? (
        <Alert color="red" role="alert">
          {toUserMessage(vault.error)}
        </Alert>
      ) : vault.data.items.length === 0 ? (
        <Text c="dimmed">Your vault is empty. Upload photos and videos once, then reuse them in posts and messages.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {vault.data.items.map((item) => (
            <ItemCard key={item._id} item={item} folders={folders} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
