import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { uploadServiceImage } from '../api/services-api';
import { squareJpeg } from '../lib/square-image';

type ServiceImageFieldProps = { value: string | null | undefined; onChange: (url: string | null) => void; error?: string };

/** The optional service image: cropped to its centred square as a JPEG and uploaded as soon as it is chosen. */
export function ServiceImageField({ value, onChange, error }: ServiceImageFieldProps) {
  const [state, setState] = useState<{ uploading: boolean; failure: string | null }>({ uploading: false, failure: null });
  const choose = (file: File | null) => {
    if (!file) return onChange(null);
    setState({ uploading: true, failure: null });
    squareJpeg(file)
      .then(uploadServiceImage)
      .then((url) => {
        onChange(url);
        setState({ uploading: false, failure: null });
      })
      .catch((failure: unknown) => setState({ uploading: false, failure: toUserMessage(failure) }));
  };
  return (
    <Group align="flex-end" wrap="nowrap">
      <Avatar src={value ?? undefined} size="lg" radius="md" alt="Service image">
        <IconPhoto aria-hidden />
      </Avatar>
      <FileInput
        label="Image (optional)"
        placeholder={state.uploading ? 'Uploading…' : value ? 'Replace image' : 'Choose an image'}
        accept="image/png,image/jpeg,image/gif"
        clearable
        disabled={state.uploading}
        onChange={choose}
        error={state.failure ?? error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
