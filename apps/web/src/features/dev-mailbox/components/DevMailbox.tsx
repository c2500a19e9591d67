import { Alert, Anchor, Badge, Card, Code, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconInbox, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DevMessage } from '@velvet/contracts';
import { useState } from 'react';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { getDevOutbox } from '../api/get-dev-outbox';
import { sameAppHref, splitMailText } from '../lib/mail-text';

const REFRESH_MS = 3000;

function MailText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} component="div">
      {splitMailText(text).map((part, index) => {
        if (part.kind === 'link') {
          return (
            <Anchor key={index} href={sameAppHref(part.url, window.location.origin)} data-testid="mail-link">
              {part.url}
            </Anchor>
          );
        }
        if (part.kind === 'code') {
          return (
            <Code key={index} fz="lg" fw={700} data-testid="mail-code">
              {part.code}
            </Code>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </Text>
  );
}

function MailCard({ message }: { message: DevMessage }) {
  const [view, setView] = useState<'text' | 'html'>('text');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={message.subject ?? `SMS to ${message.to}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="light" color={message.channel === 'sms' ? 'grape' : 'blue'}>
              {message.channel === 'sms' ? 'SMS' : 'Email'}
            </Badge>
            <Text size="sm" fw={600}>
              {message.subject ?? '(SMS)'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {new Date(message.created_at).toLocaleString()}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          To: {message.to}
        </Text>
        {message.html && (
          <SegmentedControl
            size="xs"
            w={160}
            value={view}
            onChange={(value) => setView(value === 'html' ? 'html' : 'text')}
            data={[
              { label: 'Text', value: 'text' },
              { label: 'HTML', value: 'html' },
            ]}
          />
        )}
        {view === 'html' && message.html ? (
          <iframe title={`HTML of ${message.subject}`} srcDoc={message.html} sandbox="" style={{ width: '100%', height: 320, border: 0 }} />
        ) : (
          <MailText text={message.text} />
        )}
      </Stack>
    </Card>
  );
}

/** /dev/mailbox: the mails and SMS the platform would have sent, newest first, while no SMTP server is configured. */
export function DevMailbox() {
  useDocumentTitle('Dev mailbox · Velvet');
  const [to, setTo] = useState('');
  const [settledTo] = useDebouncedValue(to.trim().toLowerCase(), 300);
  const outbox = useQuery({
    queryKey: ['dev-outbox', settledTo],
    queryFn: ({ signal }) => getDevOutbox(settledTo, signal),
    refetchInterval: (query) => (isApiRequestError(query.state.error) && query.state.error.status === 404 ? false : REFRESH_MS),
    retry: false,
  });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Dev mailbox
          </Title>
          <Text size="sm" c="dimmed">
            Mails and SMS of this development server, newest first; refreshed every few seconds.
          </Text>
        </Stack>
        <TextInput label="Address" placeholder="Filter by address" value={to} onChange={(event) => setTo(event.currentTarget.value)} w={280} />
      </Group>
      {outbox.isPending && <Loader aria-label="Loading the mailbox" />}
      {outbox.isError &&
        (isApiRequestError(outbox.error) && outbox.error.status === 404 ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
            The dev mailbox is off: this server sends mail through SMTP.
          </Alert>
        ) : (
          <Alert color="red" variant="light">
            {toUserMessage(outbox.error)}
          </Alert>
        ))}
      {outbox.data?.length === 0 && (
        <Alert color="gray" variant="light" icon={<IconInbox />}>
          No messages yet.
        </Alert>
      )}
      {outbox.data?.map((message) => <MailCard key={message._id} message={message} />)}
    </Stack>
  );
}
