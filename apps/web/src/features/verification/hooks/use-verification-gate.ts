import type { GateAction } from '@velvet/contracts';
import { useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { checkGate, type GatePrompt } from '../lib/gate';

export type VerificationGate = {
  /** Runs `proceed` when the user may take the action; otherwise shows the spec's prompt. */
  guard: (proceed: () => void) => void;
  prompt: GatePrompt | null;
  dismiss: () => void;
};

/** The verification gate for a button: `guard` its click, render `<VerificationGatePrompt gate={…} />` beside it. */
export function useVerificationGate(action: GateAction): VerificationGate {
  const session = useSession();
  const [prompt, setPrompt] = useState<GatePrompt | null>(null);
  const guard = (proceed: () => void) => {
    const refusal = checkGate(session.status === 'signed-in' ? session.user : null, action);
    setPrompt(refusal);
    if (!refusal) proceed();
  };
  return { guard, prompt, dismiss: () => setPrompt(null) };
}
