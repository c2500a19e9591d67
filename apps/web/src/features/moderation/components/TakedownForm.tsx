import { Button, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import { hideContentSchema, moderationMessages, type ModeratedKind } from '@velvet/contracts';
import { useState } from 'react';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useHideContent } from '../hooks/use-hide-content';

type TakedownFormProps = { kind: ModeratedKind; itemId: string; reportId?: string };

const labels: Record<ModeratedKind, string> = { post: 'Hide post', story: 'Hide story', product: 'Hide product', message: 'Hide message', profile: 'Hide profile' };

/** Takes the reported item down with a reason its owner reads; the report is resolved with it. */
export function TakedownForm({ kind, itemId, reportId }: TakedownFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = useHideContent();
  const submit = () => {
    const parsed = hideContentSchema.safeParse({ kind, item_id: itemId, reason, report_id: reportId });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    hide.mutate(parsed.data, { onSuccess: () => notifications.show({ color: 'green', message: moderationMessages.hidden }) });
  };
  return (
    <Stack gap="xs">
      <Textarea label="Reason shown to the owner" autosize minRows={2} value={reason} error={error} onChange={(event) => setReason(event.currentTarget.value)} />
      <ErrorAlert error={hide.error} />
      <Button w="fit-content" size="xs" color="red" variant="light" leftSection={<IconEyeOff size={14} />} loading={hide.isPending} onClick={submit}>
        {labels[kind]}
      </Button>
    </Stack>
  );
}
