import { Alert, Checkbox, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { toUserMessage } from '@/shared/errors';
import { useVault } from '../hooks/use-vault';

type VaultPhotoSelectProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  max: number;
  /** Offer the vault's videos too (a post takes them; a mass message takes photos only). */
  withVideos?: boolean;
};

/** Vault photos (and videos, when asked) to choose by id (the server copies them for each use), up to `max`. */
export function VaultPhotoSelect({ value, onChange, max, withVideos = false }: VaultPhotoSelectProps) {
  const vault = useVault(null);
  if (vault.isPending) return <Skeleton h={64} />;
  if (vault.isError) return <Alert color="red">{toUserMessage(vault.error)}</Alert>;
  const photos = vault.data.items.filter((item) => item.type === 'image' || withVideos);
  if (!photos.length) return <Text size="sm" c="dimmed">{withVideos ? 'No photos or videos in your vault yet.' : 'No photos in your vault yet.'}</Text>;
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id].slice(0, max) : value.filter((other) => other !== id));
  return (
    <SimpleGrid cols={4} spacing={4} data-testid="vault-photo-select">
      {photos.map((item, index) => (
        <Stack key={item._id} gap={2} align="center">
          <Image src={item.type === 'video' ? item.poster_url : item.path} alt={`Vault ${item.type === 'video' ? 'video' : 'photo'} ${index + 1}`} h={64} w="100%" fit="cover" radius="sm" />
          <Checkbox
            aria-label={`Choose vault ${item.type === 'video' ? 'video' : 'photo'} ${index + 1}`}
            checked={value.includes(item._id)}
            disabled={!value.includes(item._id) && value.length >= max}
            onChange={(event) => toggle(item._id, event.currentTarget.checked)}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
