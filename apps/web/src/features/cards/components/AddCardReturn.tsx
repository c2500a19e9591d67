import { Alert, Loader, Group, Stack, Text } from '@mantine/core';
import { cardMessages } from '@velvet/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toUserMessage } from '@/shared/errors';
import { showResultDialog } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';
import { useConfirmCard } from '../hooks/use-confirm-card';
import { pendingCheckout } from '../lib/browser-pending-checkout';
import { isCardAlreadyAddedError, shouldAnnounce } from '../lib/card-messages';
import { CardList } from './CardList';

const isFramed = () => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
};

/**
 * /settings/addCard, where the card provider sends the browser back. The address is replaced at once (a
 * reload or Back does not confirm twice); the pending checkout, if any, is confirmed; the card list follows.
 */
export function AddCardReturn() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmCard();
  const handled = useRef(false);
  const framed = isFramed();

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // The hosted page may come back inside the Add-card frame: the whole window goes to the return page.
    if (framed) {
      window.top?.location.replace(window.location.href);
      return;
    }
    const checkoutId = pendingCheckout.take(searchParams.get('checkout_id'));
    void navigate(paths.addCardReturn.to(), { replace: true });
    if (!checkoutId) return;
    // This page tells of the new card; the AddCardStatus notification arriving meanwhile stays quiet.
    shouldAnnounce('added');
    confirm.mutate(checkoutId, {
      onSuccess: () => {
        showResultDialog({
          kind: 'success',
          title: cardMessages.addedOnReturn,
          message: cardMessages.checkReleased,
          action: { label: 'Deposit now', to: paths.wallet.to({ newCard: true }) },
        });
      },
      onError: (error) => {
        if (isCardAlreadyAddedError(error)) {
          if (shouldAnnounce('already-added')) showResultDialog({ kind: 'info', title: cardMessages.alreadyAdded });
          return;
        }
        showResultDialog({ kind: 'error', title: 'Error', message: toUserMessage(error) });
      },
    });
  }, [confirm, framed, navigate, searchParams]);

  if (framed) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Returning" />
      </Group>
    );
  }

  return (
    <Stack>
      {confirm.isPending && (
        <Alert variant="light" role="status">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Adding your card…</Text>
          </Group>
        </Alert>
      )}
      <CardList />
    </Stack>
  );
}
