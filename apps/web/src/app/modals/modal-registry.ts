import type { ModalRegistry } from '@/shared/modals';
import { SignInDialog } from '@/features/auth';

/** Every dialog that can be opened by its spec name; features add theirs as they are built. */
export const modalRegistry: ModalRegistry = {
  SIGN_IN: { title: 'Sign In', component: SignInDialog },
};
