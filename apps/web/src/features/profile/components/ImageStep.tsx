import { Alert, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import type { ImageKind } from '@velvet/contracts';
import { CROP, isSupportedImage, profileMessages } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { uploadImage } from '../api/profile-api';
import { IMAGE_ACCEPT } from '../lib/wizard';
import { ImageCropper } from './ImageCropper';

type ImagePickerProps = { kind: ImageKind; label: string; url?: string; onUploaded: (url: string) => void };

/** Choose, crop, upload with progress; the progress bar leaves 500 ms after the upload ends. */
export function ImagePicker({ kind, label, url, onUploaded }: ImagePickerProps) {
  const [source, setSource] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  function choose(file: File | null) {
    if (!file) return;
    if (!isSupportedImage(file)) return setError(profileMessages.unsupportedFormat);
    setError(undefined);
    setSource(URL.createObjectURL(file));
  }

  async function upload(image: Blob) {
    setSource(null);
    setProgress(0);
    try {
      onUploaded(await uploadImage({ file: image, filename: `${kind}.jpg`, kind, onProgress: setProgress }));
      setProgress(100);
    } catch (failure) {
      console.error('upload failed', failure);
      setError(toUserMessage(failure));
    } finally {
      setTimeout(() => setProgress(null), 500);
    }
  }

  if (source) {
    return <ImageCropper source={source} aspect={kind === 'avatar' ? CROP.avatarAspect : CROP.backgroundAspect} onDone={upload} onCancel={() => setSource(null)} />;
  }
  return (
    <Stack gap="xs">
      <Text fw={500}>{label}</Text>
      {url && <Image src={url} alt={label} h={kind === 'avatar' ? 96 : 80} w={kind === 'avatar' ? 96 : 160} radius={kind === 'avatar' ? 96 : 'sm'} />}
      {progress !== null && <Progress value={progress} aria-label={`${label} upload`} />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button variant="light" {...props}>
              {url ? 'Change' : 'Choose'} {label.toLowerCase()}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
