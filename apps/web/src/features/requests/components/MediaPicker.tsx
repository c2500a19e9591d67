import { Button, CloseButton, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import type { RequestMedia, UploadedFile } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { uploadRequestFile } from '../api/requests-api';
import { VideoPreview } from '@/shared/ui/VideoPreview';

type MediaPickerProps = {
  label: string;
  value: RequestMedia[];
  onChange: (media: RequestMedia[]) => void;
  /** The problem with the picked files, or null to upload them. */
  check: (files: File[]) => string | null;
  error?: string;
  disabled?: boolean;
};

type Uploading = { id: number; name: string; percent: number };
let nextUpload = 0;

/**
 * Picks photos and videos and sends each in resumable parts (progress per file; a finished one leaves
 * the queue after 500 ms), then lists them (a video by its poster and quality label) with a remove button each.
 */
export function MediaPicker({ label, value, onChange, check, error, disabled }: MediaPickerProps) {
  const [queue, setQueue] = useState<Uploading[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<Record<string, UploadedFile>>({});

  const pick = async (files: File[]) => {
    if (!files.length) return;
    const found = check(files);
    setProblem(found);
    if (found) return;
    const items = files.map((file) => ({ file, entry: { id: (nextUpload += 1), name: file.name, percent: 0 } }));
    setQueue((current) => [...current, ...items.map((item) => item.entry)]);
    const progress = (id: number, percent: number) => setQueue((current) => current.map((entry) => (entry.id === id ? { ...entry, percent } : entry)));
    const results = await Promise.allSettled(
      items.map(async ({ file, entry }) => {
        try {
          return await uploadRequestFile(file, (percent) => progress(entry.id, percent));
        } finally {
          setTimeout(() => setQueue((current) => current.filter((item) => item.id !== entry.id)), 500);
        }
      }),
    );
    const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) setProblem(toUserMessage(failed.reason));
    if (done.length) {
      setUploaded((current) => ({ ...current, ...Object.fromEntries(done.map((file) => [file.path, file])) }));
      onChange([...value, ...done.map((file) => ({ path: file.path, type: file.type }))]);
    }
  };

  const shown = problem ?? error;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton onChange={(files) => void pick(files)} accept="image/*,video/*" multiple>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={queue.length > 0} disabled={disabled}>
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {value.length} attached
        </Text>
      </Group>
      {queue.map((entry) => (
        <Stack key={entry.id} gap={2}>
          <Text size="xs">
            {entry.name} · {entry.percent}%
          </Text>
          <Progress value={entry.percent} size="sm" aria-label={`Uploading ${entry.name}`} />
        </Stack>
      ))}
      {value.length > 0 && (
        <Group gap="xs">
          {value.map((media) => (
            <Group key={media.path} gap={2} wrap="nowrap">
              {media.type === 'image' ? (
                <Image src={media.path} alt="Attached file" w={48} h={48} radius="sm" />
              ) : (
                <VideoPreview src={media.path} posterUrl={uploaded[media.path]?.poster_url} quality={uploaded[media.path]?.quality} size={96} />
              )}
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
