import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { callMessages } from '@velvet/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { requestKeys } from '@/features/requests/api/requests-api';
import { useRequest } from '@/features/requests/hooks/use-requests';
import { paths } from '@/shared/routing/paths';
import { CallView } from './CallView';

/** `/call/:requestId`: the call of an accepted VOICE or VIDEO request, for its fan and its creator. */
export function CallPage({ requestId, viewerId }: { requestId: string; viewerId: string }) {
  const request = useRequest(requestId);
  const queryClient = useQueryClient();
  // Leaving the call, the chat's copy of the request is read again: the server may have started its clock or ended it.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: requestKeys.request(requestId) }), [queryClient, requestId]);
  if (request.isPending) return <CenteredLoader label="Loading call" />;
  const data = request.data;
  const problem = request.isError
    ? request.error.message
    : data?.status === 4
      ? callMessages.timeUp
      : data?.status !== 1 || (data.type !== 'VOICE' && data.type !== 'VIDEO') || !data.token[viewerId]
        ? callMessages.notACall
        : null;
  if (problem || !data) {
    const otherId = data && (viewerId === data.creator_id ? data.fan_id : data.creator_id);
    return (
      <Stack maw={520} mx="auto" mt="xl">
        <Alert color="yellow" role="alert">
          {problem}
        </Alert>
        <Button component={Link} to={paths.chat.to(otherId ?? undefined)} variant="light" style={{ alignSelf: 'flex-start' }}>
          Back to chat
        </Button>
      </Stack>
    );
  }
  return <CallView request={data} viewerId={viewerId} />;
}
