import { useMutation } from '@tanstack/react-query';
import type { SignInInput, Tokens } from '@velvet/contracts';
import { tokenStore } from '@/shared/api';
import { resendLoginOtp, signIn, verifyLoginOtp, verifyTwoFactor } from '../api/sign-in';
import { currentDeviceInfo } from '../lib/device-info';
import { readSignInResult } from '../lib/sign-in-steps';

export type SignInCredentials = Pick<SignInInput, 'username' | 'password'>;

const storeTokens = (tokens: Tokens) => tokenStore.setTokens(tokens);

/** Sends the credentials; answers what comes next. Tokens, when they come, are stored and the user loads by itself. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: SignInCredentials) => readSignInResult(await signIn({ ...credentials, device_info: currentDeviceInfo() })),
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') storeTokens(outcome.tokens);
    },
  });
}

export function useVerifyLoginOtp() {
  return useMutation({ mutationFn: verifyLoginOtp, onSuccess: storeTokens });
}

export function useResendLoginOtp() {
  return useMutation({ mutationFn: resendLoginOtp });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, onSuccess: storeTokens });
}
