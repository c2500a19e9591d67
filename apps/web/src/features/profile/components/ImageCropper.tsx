import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToJpeg, isCropLargeEnough } from '../lib/crop';

type ImageCropperProps = { source: string; aspect: number; onDone: (image: Blob) => void; onCancel: () => void };

/** The image cropper with a Done button: fixed aspect (avatar 1:1, background 2:1), JPEG 0.8, at least 50 px wide. */
export function ImageCropper({ source, aspect, onDone, onCancel }: ImageCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <Stack>
      <div style={{ position: 'relative', height: 280, background: '#222' }}>
        <Cropper image={source} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
      </div>
      <Slider aria-label="Zoom" min={1} max={3} step={0.1} value={zoom} onChange={setZoom} />
      {area && !isCropLargeEnough(area) && (
        <Text c="red" size="sm">
          The crop is too small.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          loading={busy}
          disabled={!isCropLargeEnough(area)}
          onClick={async () => {
            if (!area) return;
            setBusy(true);
            try {
              onDone(await cropToJpeg(source, area));
            } finally {
              setBusy(false);
            }
          }}
        >
          Done
        </Button>
      </Group>
    </Stack>
  );
}
