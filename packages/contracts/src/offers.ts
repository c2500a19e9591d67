import { z } from 'zod';
import { signUpUserTypes, type SignUpUserType } from './accounts.ts';

/** Who a sign-up offer is for: everyone, or fans (USER) or creators only. */
export const offerAudiences = ['All', ...signUpUserTypes] as const;
export type OfferAudience = (typeof offerAudiences)[number];

/** `GET /api/offers/sign-up/:id`: a live sign-up offer, as the Sign Up drawer shows it. */
export const signUpOfferSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  available_to: z.enum(offerAudiences),
  expires_at: z.string().nullable(),
});
export type SignUpOffer = z.infer<typeof signUpOfferSchema>;

export const offerIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** The spec: an offer is shown only when available_to is All or matches the chosen user type. */
export const isOfferFor = (offer: Pick<SignUpOffer, 'available_to'>, userType: SignUpUserType) =>
  offer.available_to === 'All' || offer.available_to === userType;
