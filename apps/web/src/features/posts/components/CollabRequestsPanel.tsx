import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatUsd, postMessages, type CollabRequest } from '@velvet/contracts';
import { Link } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { answerCollabRequest, collabRequestsQueryOptions } from '../api/posts-api';

const EXCERPT_LENGTH = 80;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text || 'A post without text');

function RequestRow({ request }: { request: CollabRequest }) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (status: 'ACCEPTED' | 'DECLINED') => answerCollabRequest({ postId: request.post._id, requestId: request._id }, { status }),
    onSuccess: (answered) => showToast({ color: 'green', message: answered.status === 'ACCEPTED' ? postMessages.collabAccepted : postMessages.collabDeclined }),
    onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: collabRequestsQueryOptions.queryKey }),
  });
  const labelId = `collab-request-${request._id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-labelledby={labelId}>
      <Stack gap={6}>
        <Text size="sm" id={labelId}>
          <b>@{request.author.username}</b> invites you to {request.percent}% of the sales of{' '}
          <Anchor component={Link} to={paths.post.to(request.post._id)}>
            {excerpt(request.post.text)}
          </Anchor>
          {request.post.price !== null && ` (${formatUsd(request.post.price)})`}
        </Text>
        <Group gap="xs">
          <Button size="xs" loading={answer.isPending && answer.variables === 'ACCEPTED'} disabled={answer.isPending} onClick={() => answer.mutate('ACCEPTED')}>
            Accept
          </Button>
          <Button size="xs" variant="default" loading={answer.isPending && answer.variables === 'DECLINED'} disabled={answer.isPending} onClick={() => answer.mutate('DECLINED')}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The post collab requests waiting for the creator's answer; a share applies only once accepted. */
export function CollabRequestsPanel() {
  const requests = useQuery(collabRequestsQueryOptions);
  return (
    <Stack component="section" aria-labelledby="collab-requests-title" gap="sm">
      <Title order={2} size="h4" id="collab-requests-title">
        Post collab requests
      </Title>
      {requests.isPending && <Skeleton height={72} radius="md" aria-label="Loading collab requests" />}
      {requests.isError && <QueryErrorAlert error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.data?.length === 0 && <Text c="dimmed">No collab requests waiting. When a creator invites you to share a post&apos;s sales, it shows here.</Text>}
      {requests.data && requests.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {requests.data.map((request) => (
            <RequestRow key={request._id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
