import { useMutation } from '@tanstack/react-query';
import { tokenStore } from '@/shared/api';
import { signOut } from '../api/sign-out';

/** Ends the session on the server and forgets the tokens. */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      // Signing out here must not depend on the server answering.
      await signOut().catch(() => undefined);
      tokenStore.clear();
    },
  });
}
