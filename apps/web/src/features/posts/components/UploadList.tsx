import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconRefresh, IconVideo, IconX } from '@tabler/icons-react';
import type { UploadItem } from '../lib/upload-progress';

type UploadListProps = { items: UploadItem[]; onRemove: (id: string) => void; onRetry: (id: string) => void };

/** Each file with its own progress bar, its failure and the ways out (retry, remove). */
export function UploadList({ items, onRemove, onRetry }: UploadListProps) {
  if (items.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Uploads">
      {items.map((item) => (
        <li key={item.id}>
          <Group wrap="nowrap" gap="sm">
            {item.kind === 'video' ? <IconVideo size={20} aria-hidden /> : <IconPhoto size={20} aria-hidden />}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {item.name}
                </Text>
                <Text size="xs" c={item.status === 'failed' ? 'red' : 'dimmed'}>
                  {item.status === 'failed' ? 'Failed' : `${item.percent}%`}
                </Text>
              </Group>
              <Progress
                value={item.percent}
                color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'green' : 'velvet'}
                animated={item.status === 'uploading'}
                aria-label={`Upload of ${item.name}`}
              />
              {item.error && (
                <Text size="xs" c="red" role="alert">
                  {item.error}
                </Text>
              )}
            </Stack>
            {item.status === 'failed' && (
              <ActionIcon variant="subtle" aria-label={`Retry ${item.name}`} onClick={() => onRetry(item.id)}>
                <IconRefresh size={18} />
              </ActionIcon>
            )}
            <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${item.name}`} onClick={() => onRemove(item.id)}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
