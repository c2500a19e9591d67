import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isFollowableUrl, receiveIdealRedirect } from '@/shared/payment-method';

type Problem = 'no-opener' | 'timed-out' | 'bad-address';

const problemTexts: Record<Problem, string> = {
  'no-opener': 'This page only works when a deposit opens it. Close this tab and start the deposit again.',
  'timed-out': 'The payment could not be started. Close this tab and try again.',
  'bad-address': 'The bank page address is not valid. Close this tab and try again.',
};

/**
 * /payments/ideal-redirect: the tab an iDEAL deposit opens. It says 'Ready' to the tab that opened it,
 * waits for the payment's bank page and goes there.
 */
export function IdealRedirectPage() {
  useDocumentTitle('Redirecting to your bank · Velvet');
  const [problem, setProblem] = useState<Problem | null>(() => (window.opener ? null : 'no-opener'));

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const handshake = receiveIdealRedirect({ opener, host: window, origin: window.location.origin });
    handshake.redirect.then(
      ({ url }) => {
        if (!isFollowableUrl(url)) return setProblem('bad-address');
        window.location.replace(url);
      },
      () => setProblem('timed-out'),
    );
    return handshake.cancel;
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} size="h3">
          iDEAL payment
        </Title>
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
            {problemTexts[problem]}
          </Alert>
        ) : (
          <>
            <Loader aria-hidden />
            <Text role="status">Taking you to your bank…</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
