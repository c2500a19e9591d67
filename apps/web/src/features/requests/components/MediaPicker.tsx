import { Button, CloseButton, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import type { RequestMedia } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { uploadRequestImage } from '../api/requests-api';

type MediaPickerProps = {
  label: string;
  value: RequestMedia[];
  onChange: (media: RequestMedia[]) => void;
  /** The problem with the picked files, or null to upload them. */
  check: (files: File[]) => string | null;
  error?: string;
  disabled?: boolean;
};

/** Picks files, uploads them and lists them with a remove button each; problems are shown under it. */
export function MediaPicker({ label, value, onChange, check, error, disabled }: MediaPickerProps) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (files: File[]) => {
    if (!files.length) return;
    const found = check(files);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      const uploaded = await Promise.all(files.map(async (file) => ({ path: await uploadRequestImage(file), type: file.type.startsWith('video/') ? ('video' as const) : ('image' as const) })));
      onChange([...value, ...uploaded]);
    } catch (failure) {
      setProblem(toUserMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  const shown = problem ?? error;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton onChange={(files) => void pick(files)} accept="image/*,video/*" multiple>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={uploading} disabled={disabled}>
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {value.length} attached
        </Text>
      </Group>
      {value.length > 0 && (
        <Group gap="xs">
          {value.map((media) => (
            <Group key={media.path} gap={2} wrap="nowrap">
              {media.type === 'image' ? <Image src={media.path} alt="Attached file" w={48} h={48} radius="sm" /> : <Text size="xs">Video</Text>}
              <CloseButton size="sm" aria-label="Remove file" onClick={() => onChange(value.filter((item) => item.path !== media.path))} />
            </Group>
          ))}
        </Group>
      )}
      {shown && (
        <Text size="xs" c="red" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
