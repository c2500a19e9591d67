import { Alert, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { MediaItem } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { copyVaultItem } from '../api/vault-api';
import { useVault } from '../hooks/use-vault';

/** The vault's photos to pick from; a picked one arrives as a fresh copy that a post or a paid message can take. */
export function VaultPicker({ onPick, disabled }: { onPick: (item: MediaItem) => void; disabled?: boolean }) {
  const vault = useVault(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (vault.isPending) return <Skeleton h={64} />;
  if (vault.isError) return <Alert color="red">{toUserMessage(vault.error)}</Alert>;
  const photos = vault.data.items.filter((item) => item.type === 'image');
  if (!photos.length) return <Text size="sm" c="dimmed">No photos in your vault yet.</Text>;
  const pick = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      onPick(await copyVaultItem(id));
    } catch (failure) {
      setError(toUserMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <SimpleGrid cols={4} spacing={4} data-testid="vault-picker">
        {photos.map((item) => (
          <UnstyledButton key={item._id} onClick={() => void pick(item._id)} disabled={disabled || busy !== null} aria-label="Use this vault photo" style={{ opacity: busy === item._id ? 0.5 : 1 }}>
            <Image src={item.path} alt="Vault photo" h={64} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
