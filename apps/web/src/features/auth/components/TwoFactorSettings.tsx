import { Badge, Button, Card, Center, Code, Group, Image, PasswordInput, PinInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OTP_LENGTH, type TotpSetup } from '@velvet/contracts';
import { useState } from 'react';
import { sessionQueryScope } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../api/two-factor';
import { useSession } from '../hooks/use-session';

function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [sessionQueryScope, 'me'] });
}

function CodeInput({ value, onChange, onComplete, invalid, label }: { value: string; onChange: (code: string) => void; onComplete?: (code: string) => void; invalid: boolean; label: string }) {
  return <PinInput length={OTP_LENGTH} type="number" oneTimeCode value={value} onChange={onChange} onComplete={onComplete} error={invalid} ariaLabel={label} />;
}

/** Turning on: scan the QR code (or type the secret), then prove it with a code from the app. */
function TurnOn() {
  const refreshMe = useRefreshMe();
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: startTwoFactor, onSuccess: setSetup });
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async ({ message }) => {
      showToast({ color: 'teal', message });
      await refreshMe();
    },
    onError: () => setCode(''),
  });

  if (!setup) {
    return (
      <Stack align="flex-start">
        <Text size="sm">Protect your account with a code from an authenticator app (Google Authenticator, 1Password, Authy…) at every sign-in.</Text>
        {start.error && <Text size="sm" c="red">{toUserMessage(start.error)}</Text>}
        <Button leftSection={<IconShieldCheck size={18} />} loading={start.isPending} onClick={() => start.mutate()}>
          Turn on two-factor authentication
        </Button>
      </Stack>
    );
  }

  return (
    <Stack>
      <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
      <Center>
        <Image src={setup.qr_code} alt="QR code for your authenticator app" w={200} h={200} />
      </Center>
      <Text size="sm">
        Or enter this key by hand: <Code data-testid="totp-secret">{setup.secret}</Code>
      </Text>
      <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
      <ErrorAlert error={enable.error} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === OTP_LENGTH) enable.mutate(code);
        }}
      >
        <Group>
          <CodeInput label="Authenticator code" value={code} onChange={setCode} invalid={!!enable.error} />
          <Button type="submit" loading={enable.isPending} disabled={code.length !== OTP_LENGTH}>
            Verify and turn on
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** Turning off takes a current code from the app, or the password. */
function TurnOff() {
  const refreshMe = useRefreshMe();
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async ({ message }) => {
      showToast({ color: 'teal', message });
      await refreshMe();
    },
  });
  const ready = proof === 'code' ? code.length === OTP_LENGTH : password.length > 0;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) disable.mutate(proof === 'code' ? { code } : { password });
      }}
    >
      <Stack align="flex-start">
        <Text size="sm">Every sign-in asks for a code from your authenticator app. To turn it off, confirm with a code or your password.</Text>
        <SegmentedControl
          value={proof}
          onChange={(value) => setProof(value === 'password' ? 'password' : 'code')}
          data={[
            { label: 'Authenticator code', value: 'code' },
            { label: 'Password', value: 'password' },
          ]}
        />
        {proof === 'code' ? (
          <CodeInput label="Authenticator code" value={code} onChange={setCode} invalid={!!disable.error} />
        ) : (
          <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} w={280} />
        )}
        {disable.error && <Text size="sm" c="red">{toUserMessage(disable.error)}</Text>}
        <Button type="submit" color="red" variant="light" leftSection={<IconShieldOff size={18} />} loading={disable.isPending} disabled={!ready}>
          Turn off two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}

/** Settings → Security: two-factor authentication with an authenticator app. */
export function TwoFactorSettings() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const enabled = session.user.two_factor_enabled;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            Two-factor authentication
          </Title>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light">
            {enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        {enabled ? <TurnOff /> : <TurnOn />}
      </Stack>
    </Card>
  );
}
