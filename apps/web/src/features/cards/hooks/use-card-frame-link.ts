import { useMutation } from '@tanstack/react-query';
import { getCardFrameLink } from '../api/cards-api';
import { pendingCheckout } from '../lib/browser-pending-checkout';

export const useCardFrameLink = () =>
  useMutation({
    mutationFn: getCardFrameLink,
    onSuccess: (link) => pendingCheckout.remember(link.checkout_id),
  });
