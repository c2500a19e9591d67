import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceRequest } from '@velvet/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useCall } from '../hooks/use-call';
import { phaseLabels } from '../lib/call-state';
import { CallTimer } from './CallTimer';
import { MediaTile } from './MediaTile';

/** After time's up, the call stays on screen this long before it closes itself. */
const CLOSE_AFTER_MS = 3000;

/** A paid voice or video call between the fan and the creator of an accepted request. */
export function CallView({ request, viewerId }: { request: ServiceRequest; viewerId: string }) {
  const call = useCall(request, viewerId);
  const navigate = useNavigate();
  const otherId = viewerId === request.creator_id ? request.fan_id : request.creator_id;
  const backToChat = () => navigate(paths.chat.to(otherId));
  const { phase, endsAt, error } = call.state;
  const isVideo = request.type === 'VIDEO';

  useEffect(() => {
    if (phase === 'ended') return void navigate(paths.chat.to(otherId));
    if (phase !== 'timeup') return;
    const timer = window.setTimeout(() => navigate(paths.chat.to(otherId)), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate, otherId]);

  if (phase === 'failed')
    return (
      <Stack maw={520} mx="auto" mt="xl">
        <Alert color="red" title={phaseLabels.failed} role="alert">
          {error}
        </Alert>
        <Button variant="light" onClick={backToChat} style={{ alignSelf: 'flex-start' }}>
          Back to chat
        </Button>
      </Stack>
    );

  return (
    <Stack maw={960} mx="auto" mt="md" gap="md">
      <Group justify="space-between">
        <Title order={2}>{isVideo ? 'Video call' : 'Voice call'}</Title>
        <CallTimer endsAt={endsAt} duration={request.duration ?? 0} timeUp={phase === 'timeup'} />
      </Group>
      <Text role="status" aria-live="polite" data-testid="call-phase">
        {phaseLabels[phase]}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MediaTile stream={call.remoteStream} label="Them" video={isVideo} testId="remote-media" placeholder={phase === 'live' ? 'Connected' : 'Not here yet'} />
        <MediaTile stream={call.localStream} label="You" video={isVideo} local testId="local-media" placeholder="Your camera is starting" />
      </SimpleGrid>
      <Group justify="center">
        <Button variant="default" onClick={call.toggleMute} aria-pressed={call.muted} disabled={phase === 'timeup'}>
          {call.muted ? 'Unmute' : 'Mute'}
        </Button>
        {isVideo && (
          <Button variant="default" onClick={call.toggleCamera} aria-pressed={call.cameraOff} disabled={phase === 'timeup'}>
            {call.cameraOff ? 'Camera on' : 'Camera off'}
          </Button>
        )}
        <Button color="red" onClick={call.hangUp}>
          Hang up
        </Button>
      </Group>
    </Stack>
  );
}
