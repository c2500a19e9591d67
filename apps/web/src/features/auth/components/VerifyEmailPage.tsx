import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@velvet/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sessionQueryScope } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { paths } from '@/shared/routing/paths';
import { verifyEmail } from '../api/account-mail';
import { useResendVerification } from '../hooks/use-resend-verification';
import { useSession } from '../hooks/use-session';
import { AccountLinkPage } from './AccountLinkPage';

/** /verify-email?token=: the link of the verification mail. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSession();
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  // A query, not an effect: the link is single-use, and a query runs once per token however often the page renders.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: [sessionQueryScope, 'me'] });
  }, [verification.isSuccess, queryClient]);

  const alreadyVerified = session.status === 'signed-in' && session.user.email_verified;

  return (
    <AccountLinkPage title="Verify your email">
      {verification.isLoading && <Loader aria-label="Verifying" />}
      {verification.isSuccess && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />}>
          {verification.data.message}
        </Alert>
      )}
      {(verification.isError || !token) && (
        <Stack>
          <Alert color={alreadyVerified ? 'teal' : 'red'} variant="light" icon={<IconAlertCircle />}>
            {alreadyVerified ? accountMessages.emailAlreadyVerified : verification.error ? toUserMessage(verification.error) : accountMessages.linkInvalid}
          </Alert>
          {session.status === 'signed-in' && !alreadyVerified && (
            resend.isSuccess ? (
              <Alert color="teal" variant="light">{accountMessages.emailSent}</Alert>
            ) : (
              <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
                Resend email
              </Button>
            )
          )}
          {resend.error && <Alert color="red" variant="light">{toUserMessage(resend.error)}</Alert>}
        </Stack>
      )}
      <Button component={Link} to={paths.home.to()} variant="default">
        Go to Velvet
      </Button>
    </AccountLinkPage>
  );
}
