import { Badge, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import type { ReleaseForm } from '@velvet/contracts';
import { useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useMyReleaseForms, useOpenIdDocument } from '../hooks/use-release-forms';
import { releaseFormLink, statusColor } from '../lib/release-form-view';
import { CreateReleaseFormDialog } from './CreateReleaseFormDialog';

function ReleaseFormCard({ form, now }: { form: ReleaseForm; now: number }) {
  const openDocument = useOpenIdDocument();
  const link = releaseFormLink(form.form_id, window.location.origin);
  return (
    <Card withBorder radius="md" component="article" aria-label={`Release form ${form.friendly_name}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>{form.friendly_name}</Text>
          <Text size="xs" c="dimmed">
            {form.email ?? 'No email'} · created {formatDateTime(form.created_at, now)}
          </Text>
        </div>
        <Badge color={statusColor[form.status]} variant="light">
          {form.status}
        </Badge>
      </Group>
      {form.status === 'Signed' && form.signer && form.signed_at && (
        <Text size="sm" mt="xs" data-testid="release-form-signed">
          Signed by {form.signer.legal_name} on {formatDateTime(form.signed_at, now)}
        </Text>
      )}
      {form.has_id_document && form.status === 'Signed' && (
        <Button
          mt="xs"
          size="compact-xs"
          variant="light"
          w="fit-content"
          loading={openDocument.isPending}
          onClick={() => openDocument.mutate(form._id, { onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }) })}
        >
          View ID document
        </Button>
      )}
      {form.status === 'Pending' && (
        <Group mt="xs" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate data-testid="release-form-link">
            {link}
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="light" leftSection={<IconCopy size={14} />} onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </Card>
  );
}

/** /settings/release-form: the creator's release-form links and their state; new links from the Release form dialog. */
export function ReleaseFormsSettings() {
  const forms = useMyReleaseForms();
  const [creating, setCreating] = useState(false);
  const now = useNow();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Release forms</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New release form
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Send a link to anyone who appears in your content: they sign a model release without an account.
      </Text>
      {forms.isPending && <CenteredLoader label="Loading release forms" />}
      {forms.isError && <QueryErrorAlert error={forms.error} onRetry={() => void forms.refetch()} />}
      {forms.data?.length === 0 && <Text c="dimmed">No release forms yet.</Text>}
      {forms.data?.map((form) => <ReleaseFormCard key={form._id} form={form} now={now} />)}
      <CreateReleaseFormDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
