import type { GateAction } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { useVerificationGate } from '@/features/verification/hooks/use-verification-gate';
import { useModalManager } from '@/shared/modals';

/**
 * An action only members may take: a guest is sent to Sign In first, a signed-in user passes the
 * verification gate for `action`. Render `<VerificationGatePrompt gate={member.gate} />` beside the button.
 */
export function useMemberAction(action: GateAction) {
  const session = useSession();
  const { openModal } = useModalManager();
  const gate = useVerificationGate(action);
  const run = (proceed: () => void) => (session.status === 'signed-in' ? gate.guard(proceed) : openModal('SIGN_IN'));
  return { run, gate, session };
}
