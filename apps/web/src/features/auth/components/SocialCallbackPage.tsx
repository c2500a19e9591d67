import { Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { socialProviders, type SocialProvider } from '@velvet/contracts';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { completeSocial } from '../api/social';
import { currentDeviceInfo } from '../lib/device-info';
import { readCallback, socialMessage, type SocialPopupResult } from '../lib/social-popup';

const isProvider = (value: string | undefined): value is SocialProvider => socialProviders.some((provider) => provider === value);

/**
 * /auth/social/:provider/callback: where the provider sends the sign-in popup back. It completes the
 * sign-in, passes the answer to the window that opened it, and closes.
 */
export function SocialCallbackPage() {
  useDocumentTitle('Signing in · Velvet');
  const { provider } = useParams();
  const [orphan] = useState(() => !window.opener);
  const sent = useRef(false);

  useEffect(() => {
    const opener = window.opener as Window | null;
    // Development's double effect must not spend the state twice.
    if (!opener || sent.current) return;
    sent.current = true;
    const reply = (outcome: SocialPopupResult) => {
      opener.postMessage(socialMessage(outcome), window.location.origin);
      window.close();
    };
    const callback = readCallback(new URLSearchParams(window.location.search));
    if (callback.kind === 'cancelled' || !isProvider(provider)) return reply({ kind: 'cancelled' });
    completeSocial(provider, { code: callback.code, state: callback.state, device_info: currentDeviceInfo() }).then(
      (result) => reply({ kind: 'done', result }),
      (error: unknown) => reply({ kind: 'failed', message: toUserMessage(error) }),
    );
  }, [provider]);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        {orphan ? <Text>This window finishes a social sign-in. You can close it and sign in again.</Text> : <Loader aria-label="Signing in" />}
      </Stack>
    </Center>
  );
}
