import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { CROP, isSupportedImage, profileMessages, type ImageKind } from '@velvet/contracts';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';

// The cropper (react-easy-crop) loads only when a picture is chosen.
const ImageCropper = lazy(() => import('@/features/profile/components/ImageCropper').then((module) => ({ default: module.ImageCropper })));

const IMAGE_ACCEPT = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';

type ChannelImageFieldProps = { kind: ImageKind; label: string; current: string | null; file: File | null; onChange: (file: File | null) => void };

/**
 * The channel's avatar (1:1) or background (2:1): chosen, cropped to the spec's aspect as a JPEG of quality
 * 0.8, and kept as a file the form sends with the channel; the current picture shows until then.
 */
export function ChannelImageField({ kind, label, current, file, onChange }: ChannelImageFieldProps) {
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    if (!isSupportedImage(chosen)) return setError(profileMessages.unsupportedFormat);
    setError(null);
    setSource(URL.createObjectURL(chosen));
  };

  if (source) {
    return (
      <Stack gap="xs" role="group" aria-label={`Crop the ${label.toLowerCase()}`}>
        <Text fw={500}>{label}</Text>
        <Suspense fallback={<CenteredLoader label="Loading the cropper" />}>
          <ImageCropper
            source={source}
            aspect={kind === 'avatar' ? CROP.avatarAspect : CROP.backgroundAspect}
            onCancel={() => setSource(null)}
            onDone={(image) => {
              onChange(new File([image], `${kind}.jpg`, { type: 'image/jpeg' }));
              setSource(null);
            }}
          />
        </Suspense>
      </Stack>
    );
  }

  const shown = preview ?? current;
  return (
    <Stack gap="xs">
      <Text fw={500}>{label}</Text>
      {shown && <Image src={shown} alt={`Channel ${label.toLowerCase()}`} h={kind === 'avatar' ? 96 : 80} w={kind === 'avatar' ? 96 : 160} radius={kind === 'avatar' ? 96 : 'sm'} />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button variant="light" {...props}>
              {shown ? 'Change' : 'Choose'} {label.toLowerCase()}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
            Keep the {current ? 'current' : 'default'} {label.toLowerCase()}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
