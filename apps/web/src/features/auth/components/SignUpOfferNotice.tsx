import { Alert } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isOfferFor, type SignUpUserType } from '@velvet/contracts';
import { getSignUpOffer } from '../api/sign-up';

/** The offer a sign-up link carried, shown only when it is for everyone or for the chosen type; an ended one shows nothing. */
export function SignUpOfferNotice({ offerId, userType }: { offerId: string; userType: SignUpUserType }) {
  const offer = useQuery({ queryKey: ['sign-up-offer', offerId], queryFn: () => getSignUpOffer(offerId), retry: false, staleTime: 300_000 });
  if (!offer.data || !isOfferFor(offer.data, userType)) return null;
  return (
    <Alert color="grape" variant="light" icon={<IconGift />} title={offer.data.title}>
      {offer.data.description}
    </Alert>
  );
}
