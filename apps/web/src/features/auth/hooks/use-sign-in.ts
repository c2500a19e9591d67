import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@velvet/contracts';
import { tokenStore } from '@/shared/api';
import { signIn } from '../api/sign-in';
import { currentDeviceInfo } from '../lib/device-info';

export type SignInCredentials = Pick<SignInInput, 'username' | 'password'>;

/** Signs in and stores the token pair; the current user then loads by itself. */
export function useSignIn() {
  return useMutation({
    mutationFn: (credentials: SignInCredentials) => signIn({ ...credentials, device_info: currentDeviceInfo() }),
    onSuccess: (tokens) => tokenStore.setTokens(tokens),
  });
}
