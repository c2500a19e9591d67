import type { AdminKycItem, GateAction, KycSession, KycStatus } from '@velvet/contracts';
import { verificationKindFor, verificationMessages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import type { SignedInUser } from '../platform/auth/guard.ts';
import { mapAdminUser } from '../accounts/standing.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import { AppError } from '../platform/errors.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import type { IdentityProvider } from '../platform/providers/identity-port.ts';
import type { ProviderEvent } from '../platform/providers/payments-port.ts';
import { assertAllowed } from './gate.ts';
import * as repo from './repo.ts';

type VerificationServiceOptions = {
  db: Database;
  logger: Logger;
  provider: IdentityProvider;
  accounts: AccountsService;
  notifications: NotificationsService;
  publicWebUrl: string;
};

type Outcome = 'verified' | 'declined';

const outcomeMessage: Record<Outcome, string> = {
  verified: 'Your verification is complete.',
  declined: 'We could not verify you. Please try again.',
};

/** Identity verification: KYC for creators, age for fans, at the provider; decided by its webhook or an admin. */
export function createVerificationService({ db, logger, provider, accounts, notifications, publicWebUrl }: VerificationServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) =>
    inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task of a verification failed'));

  /** The verification gate for a signed-in user (spec section 5). */
  function gate(caller: SignedInUser, action: GateAction): void {
    assertAllowed(caller.standing, action);
  }

  /** Withdrawals need full KYC (spec section 4, Withdraw). */
  async function requireFullKyc(userId: string): Promise<void> {
    const facts = await accounts.gateFacts(userId);
    if (facts.kyc_status !== 'verified') throw new AppError('FORBIDDEN', verificationMessages.kycRequiredToWithdraw);
  }

  /** Opens a session at the provider; the user's status is pending until it is decided. */
  async function startSession(userId: string): Promise<KycSession> {
    const standing = await accounts.standingOf(userId);
    if (standing.kycStatus === 'verified') throw new AppError('CONFLICT', verificationMessages.alreadyVerified);
    const kind = verificationKindFor(standing.role);
    let session;
    try {
      session = await provider.createIdentitySession({ reference: userId, kind, returnUrl: `${publicWebUrl}/settings/kyc` });
    } catch (error) {
      logger.warn({ err: error }, 'identity session could not be created');
      throw new AppError('PROVIDER_UNAVAILABLE', verificationMessages.kycUnavailable);
    }
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, { id: session.id, userId, kind });
      await accounts.moveKycStatus(tx, { userId, from: ['none', 'declined', 'pending'], to: 'pending' });
    });
    return { url: session.url };
  }

  /** Moves a pending user to the outcome, once, and tells them. */
  async function conclude(unit: UnitOfWork, userId: string, outcome: Outcome): Promise<boolean> {
    const moved = await accounts.moveKycStatus(unit.tx, { userId, from: ['pending'], to: outcome });
    if (!moved) return false;
    await notifications.notify(unit, {
      userId,
      type: 'KYC-Status',
      message: outcomeMessage[outcome],
      data: { status: outcome === 'verified' ? 'success' : 'failed' },
    });
    return true;
  }

  /** `identity.verified` / `identity.declined`, through the webhook inbox (which drops replays). */
  async function applyIdentityEvent(unit: UnitOfWork, event: ProviderEvent): Promise<void> {
    const outcome: Outcome | undefined = event.type === 'identity.verified' ? 'verified' : event.type === 'identity.declined' ? 'declined' : undefined;
    const sessionId = typeof event.data.id === 'string' ? event.data.id : undefined;
    if (!outcome || !sessionId) return;
    const session = await repo.decideSession(unit.tx, { id: sessionId, status: outcome, decidedBy: 'provider' });
    if (session) await conclude(unit, session.userId, outcome);
  }

  /** An admin's decision on a pending verification; the sessions still open at the provider are closed. */
  async function decide({ adminId, userId, decision }: { adminId: string; userId: string; decision: 'approve' | 'decline' }): Promise<void> {
    await accounts.standingOf(userId);
    const concluded = await run(async (unit) => {
      const done = await conclude(unit, userId, decision === 'approve' ? 'verified' : 'declined');
      if (done) await repo.closePendingSessions(unit.tx, { userId, decidedBy: adminId });
      return done;
    });
    if (!concluded) throw new AppError('CONFLICT', verificationMessages.notPending);
  }

  async function list(status: KycStatus): Promise<AdminKycItem[]> {
    const users = await accounts.usersByKycStatus(status);
    const sessions = await repo.latestSessions(db, users.map((user) => user.id));
    return users.map((user) => {
      const session = sessions.get(user.id);
      return { user: mapAdminUser(user), kind: session?.kind ?? null, requested_at: session?.createdAt.toISOString() ?? null };
    });
  }

  return { gate, requireFullKyc, startSession, applyIdentityEvent, decide, list };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
