import { Button, Group, Text } from '@mantine/core';
import { callLengthMinutes, requestMessages } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useCallTimer, useRequest } from '../hooks/use-requests';
import { formatCountdown, secondsLeft } from '../lib/request-form';

/**
 * An accepted call in the chat: 'Join call' opens the call view (the server starts the timer once both
 * are in); the timer counts down each second, 'Time's up!' at the end (status 4).
 */
export function CallCountdown({ requestId }: { requestId: string }) {
  const request = useRequest(requestId);
  const timer = useCallTimer(requestId);
  const [now, setNow] = useState(() => Date.now());
  const startedAt = request.data?.started_at ?? null;
  const duration = request.data?.duration ?? 0;
  const left = startedAt ? secondsLeft(startedAt, duration, now) : null;
  const over = request.data?.status === 4 || left === 0;

  useEffect(() => {
    if (!startedAt || over) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [startedAt, over]);

  const { mutate: endCall, isPending: ending } = timer.end;
  const status = request.data?.status;
  useEffect(() => {
    if (left === 0 && status === 1 && !ending) endCall();
  }, [left, status, ending, endCall]);

  if (request.isPending) return <Text size="xs">Loading call…</Text>;
  if (over) return <Text size="sm" fw={600} role="status">{requestMessages.timeUp}</Text>;
  return (
    <Group gap="xs">
      {left === null ? (
        <Text size="xs">Call of {callLengthMinutes(duration)} min</Text>
      ) : (
        <Text size="sm" fw={600} role="timer" aria-live="off">
          {formatCountdown(left)}
        </Text>
      )}
      <Button size="compact-xs" component={Link} to={paths.call.to(requestId)}>
        Join call
      </Button>
    </Group>
  );
}
