import { Box, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { cardMessages, type CardFrameLink } from '@velvet/contracts';
import { useState, type KeyboardEvent } from 'react';
import { useCardFrameLink } from '../hooks/use-card-frame-link';
import type { BillingFormInput } from '../lib/billing-form';
import { BillingAddressForm } from './BillingAddressForm';

const FRAME_HEIGHT = 520;

/**
 * ADD_CARD, 'Add a new card': step 1 the billing address, step 2 the provider's hosted card page in a
 * frame, which sends the browser to /settings/addCard when done. Closing asks 'Leave checkout?'.
 */
export function AddCardDialog({ context, id }: ContextModalProps) {
  const frameLink = useCardFrameLink();
  const [billing, setBilling] = useState<BillingFormInput | undefined>(undefined);
  const [checkout, setCheckout] = useState<CardFrameLink | null>(null);
  const [frameFailed, setFrameFailed] = useState(false);
  const [askingToLeave, setAskingToLeave] = useState(false);

  const close = () => context.closeModal(id);
  const askToLeave = () => setAskingToLeave(true);
  // The window's own Escape and close button are off (settings in the registry) so that leaving is asked.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (askingToLeave) setAskingToLeave(false);
    else askToLeave();
  };

  if (askingToLeave) {
    return (
      <Stack onKeyDown={onKeyDown} role="alertdialog" aria-labelledby="leave-checkout-title">
        <Text fw={600} size="lg" id="leave-checkout-title">
          {cardMessages.leaveCheckout}
        </Text>
        <Text size="sm" c="dimmed">
          The card has not been added yet.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAskingToLeave(false)} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={close}>
            Leave
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack onKeyDown={onKeyDown}>
      <Stepper active={checkout ? 1 : 0} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Billing address" />
        <Stepper.Step label="Card details" />
      </Stepper>
      {checkout ? (
        <>
          <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: 'white' }}>
            <iframe
              src={checkout.link}
              title="Card details at the payment provider"
              width="100%"
              height={FRAME_HEIGHT}
              style={{ border: 0, display: 'block' }}
              allow="payment"
            />
          </Box>
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setCheckout(null)}>
              Back
            </Button>
            <Button variant="default" onClick={askToLeave}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <BillingAddressForm
          initialValues={billing}
          submitting={frameLink.isPending}
          error={frameFailed ? cardMessages.frameFailed : null}
          onCancel={askToLeave}
          onSubmit={(address, values) => {
            setBilling(values);
            setFrameFailed(false);
            frameLink.mutate(address, {
              onSuccess: setCheckout,
              // No frame link: 'Something went wrong', and the user stays on step 1.
              onError: () => setFrameFailed(true),
            });
          }}
        />
      )}
    </Stack>
  );
}
