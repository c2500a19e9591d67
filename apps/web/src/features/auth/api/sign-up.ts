import { emailCheckSchema, signUpOfferSchema, tokensSchema, usernameCheckSchema, type SignUpInput } from '@velvet/contracts';
import { apiClient } from '@/shared/api';

export const checkEmail = (email: string, signal?: AbortSignal) =>
  apiClient.request({ path: '/api/users/check-email', method: 'POST', body: { email }, schema: emailCheckSchema, signal });

export const checkUsername = (username: string, signal?: AbortSignal) =>
  apiClient.request({ path: '/api/users/check-username', method: 'POST', body: { username }, schema: usernameCheckSchema, signal });

export const signUp = (input: SignUpInput) => apiClient.request({ path: '/api/users/sign-up', method: 'POST', body: input, schema: tokensSchema });

export const getSignUpOffer = (offerId: string) =>
  apiClient.request({ path: `/api/offers/sign-up/${encodeURIComponent(offerId)}`, schema: signUpOfferSchema });
