import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { mediaAccept } from '../lib/media-file';

type MediaDropzoneProps = { multiple: boolean; disabled?: boolean; onFiles: (files: File[]) => void; describedBy?: string };

/** Drop photos and videos here, or press it (Enter or Space) to pick them. */
export function MediaDropzone({ multiple, disabled, onFiles, describedBy }: MediaDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        disabled={disabled}
        aria-describedby={describedBy}
        p="lg"
        style={{
          border: `2px dashed var(--mantine-color-${over ? 'velvet-5' : 'dark-3'})`,
          borderRadius: 'var(--mantine-radius-md)',
          opacity: disabled ? 0.5 : 1,
        }}
      >
        <Group justify="center" gap="sm">
          <IconPhotoPlus size={28} aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>{multiple ? 'Add photos or videos' : 'Add a photo or video'}</Text>
            <Text size="xs" c="dimmed">
              Drop here or press to choose · photos up to 20 MB, videos up to 200 MB
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={mediaAccept}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
