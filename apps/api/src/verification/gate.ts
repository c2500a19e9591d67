import type { GateAction, GateFacts } from '@velvet/contracts';
import { verificationGate } from '@velvet/contracts';
import { AppError } from '../platform/errors.ts';

/**
 * The verification gate (spec section 5): throws the spec's message when `user` may not `action`.
 * The rule itself lives in the contracts so the web shows the same answer before asking.
 */
export function assertAllowed(user: GateFacts, action: GateAction): void {
  const decision = verificationGate(user, action);
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.message);
}
