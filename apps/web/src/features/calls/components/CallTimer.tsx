import { Text } from '@mantine/core';
import { callLengthMinutes, callMessages } from '@velvet/contracts';
import { useEffect, useState } from 'react';
import { formatRemaining, remainingSeconds } from '../lib/countdown';

/** The paid time left, counted down from the server's started_at + duration; before both joined, the call's length. */
export function CallTimer({ endsAt, duration, timeUp }: { endsAt: string | null; duration: number; timeUp: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  const left = endsAt ? remainingSeconds(endsAt, now) : null;
  useEffect(() => {
    if (!endsAt || timeUp) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [endsAt, timeUp]);

  if (timeUp || left === 0)
    return (
      <Text fw={700} role="status">
        {callMessages.timeUp}
      </Text>
    );
  if (left === null) return <Text size="sm">{callLengthMinutes(duration)} min call · starts when you are both in</Text>;
  return (
    <Text fw={700} role="timer" aria-label={`Time left ${formatRemaining(left)}`} data-testid="call-time-left">
      {formatRemaining(left)}
    </Text>
  );
}
