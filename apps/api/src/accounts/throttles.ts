import { accountMessages } from '@velvet/contracts';
import type { Executor } from '../platform/db/client.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import type { AccountsContext } from './context.ts';
import { emails } from './emails.ts';
import { findUserById } from './repo.ts';
import * as repo from './throttle-repo.ts';

export type ThrottlePolicy = {
  /** Failures allowed without a wait. */
  free: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  /** Failures are forgotten once this long has passed since the last one. */
  windowMs: number;
  /** After this many failures in a window, even the right answer is refused for `forMs`; `what` failed, in the owner's mail. */
  lock?: { after: number; forMs: number; what: string };
};

/** The sign-in flows' thresholds (config: SIGN_IN_*). */
export type SignInThrottleSettings = { freeFailures: number; lockAfterFailures: number; lockMinutes: number; windowMinutes: number };

type ThrottleState = Pick<repo.ThrottleRow, 'attempts' | 'lastAttemptAt' | 'pending' | 'claimedAt' | 'lockedUntil'>;
type ThrottleKey = { userId: string; flow: repo.ThrottleFlow };

type Verdict = { go: true; attempts: number; pending: number } | { go: false; waitMs: number; locked: boolean };

// A password check answers within a second; one admitted longer ago than this died with its process.
const PENDING_TTL_MS = 30_000;
// However often an attacker locks the account, its owner gets one lock mail a day.
const LOCK_MAIL_EVERY_MS = 86_400_000;
// Mailed links: the first at once, each next one after a wait doubling from a minute; a quiet day starts over.
const MAIL_POLICY: ThrottlePolicy = { free: 1, firstDelayMs: 60_000, windowMs: 86_400_000 };

/**
 * Whether an attempt may go now. Past the free failures each attempt waits its turn (doubling), and
 * only one at a time; before that, attempts in flight plus failures stay under the lock's count, so a
 * burst from many addresses cannot outrun the lock.
 */
export function judge(state: ThrottleState, policy: ThrottlePolicy, now: Date): Verdict {
  const at = now.getTime();
  if (state.lockedUntil && state.lockedUntil.getTime() > at) return { go: false, locked: true, waitMs: state.lockedUntil.getTime() - at };
  const last = state.lastAttemptAt?.getTime();
  // A lock that has ended starts the count over, like a quiet window.
  const attempts = state.lockedUntil || last === undefined || at - last >= policy.windowMs ? 0 : state.attempts;
  const pending = state.claimedAt && at - state.claimedAt.getTime() < PENDING_TTL_MS ? state.pending : 0;
  const past = attempts - policy.free;
  if (past < 0 || last === undefined) {
    const busy = policy.lock !== undefined && attempts + pending >= policy.lock.after;
    return busy ? { go: false, locked: false, waitMs: policy.firstDelayMs } : { go: true, attempts, pending };
  }
  const readyAt = last + policy.firstDelayMs * 2 ** past;
  if (readyAt > at) return { go: false, locked: false, waitMs: readyAt - at };
  if (pending > 0) return { go: false, locked: false, waitMs: policy.firstDelayMs };
  return { go: true, attempts, pending };
}

function refusal(waitMs: number, locked: boolean): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  const message = locked ? accountMessages.accountLocked(Math.ceil(waitMs / 60_000)) : accountMessages.tooManyAttempts(seconds);
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds: seconds });
}

/**
 * Per-account throttles, whatever the client address (OWASP ASVS 2.2.1): failed passwords, sign-in
 * codes and two-factor codes wait longer and longer, then lock the account for a while and mail its
 * owner once; reset and recovery mails to one account slow down the same way, silently.
 */
export function createThrottles(context: AccountsContext, settings: SignInThrottleSettings) {
  const { db, now } = context;
  const signIn = (what: string): ThrottlePolicy => ({
    free: settings.freeFailures,
    firstDelayMs: 1000,
    windowMs: settings.windowMinutes * 60_000,
    lock: { after: settings.lockAfterFailures, forMs: settings.lockMinutes * 60_000, what },
  });
  const policies: Record<repo.ThrottleFlow, ThrottlePolicy> = {
    password: signIn('wrong passwords'),
    login_code: signIn('wrong sign-in codes'),
    two_factor: signIn('wrong two-factor codes'),
    reset_mail: MAIL_POLICY,
    recovery_mail: MAIL_POLICY,
  };

  /** Lets an attempt through, or answers the refusal; `inFlight` marks a check answered in a later transaction. */
  async function admit(unit: UnitOfWork, key: ThrottleKey, { inFlight = false } = {}): Promise<AppError | undefined> {
    const row = await repo.lockThrottle(unit.tx, key);
    const at = now();
    const verdict = judge(row, policies[key.flow], at);
    if (!verdict.go) return refusal(verdict.waitMs, verdict.locked);
    await repo.updateThrottle(unit.tx, key, { attempts: verdict.attempts, lockedUntil: null, ...(inFlight && { pending: verdict.pending + 1, claimedAt: at }) });
  }

  /** Counts a failed attempt (a mail, for the mail flows); the one that reaches the lock's count locks and tells the owner. */
  async function count(unit: UnitOfWork, key: ThrottleKey): Promise<void> {
    const row = await repo.lockThrottle(unit.tx, key);
    const at = now();
    const counted = { attempts: row.attempts + 1, lastAttemptAt: at, pending: Math.max(0, row.pending - 1) };
    const lock = policies[key.flow].lock;
    if (!lock || counted.attempts < lock.after || row.lockedUntil) return repo.updateThrottle(unit.tx, key, counted);

    const lockedUntil = new Date(at.getTime() + lock.forMs);
    const mailOwner = !row.lockMailedAt || at.getTime() - row.lockMailedAt.getTime() >= LOCK_MAIL_EVERY_MS;
    await repo.updateThrottle(unit.tx, key, { ...counted, lockedUntil, ...(mailOwner && { lockMailedAt: at }) });
    const user = mailOwner && (await findUserById(unit.tx, key.userId));
    if (!user) return;
    const minutes = lock.forMs / 60_000;
    await context.mail(unit, emails.accountLocked({ to: user.email, username: user.username, failures: counted.attempts, what: lock.what, until: lockedUntil, minutes }));
  }

  /** A right answer: the flow's count starts over. */
  const pass = (executor: Executor, key: ThrottleKey) => repo.clearThrottles(executor, key.userId, [key.flow]);

  /**
   * One guess at a code inside the caller's transaction: the refusal while waiting or locked; else
   * whether `check` found it right, counted when wrong.
   */
  async function guess(unit: UnitOfWork, key: ThrottleKey, check: () => Promise<boolean>): Promise<AppError | boolean> {
    const refused = await admit(unit, key);
    if (refused) return refused;
    const right = await check();
    await (right ? pass(unit.tx, key) : count(unit, key));
    return right;
  }

  /**
   * The account's password under its throttle; the slow hash runs outside any transaction, so the
   * attempt is admitted first and counted after (throws the refusal while waiting or locked).
   */
  async function checkPassword(user: { id: string; passwordHash: string | null }, password: string): Promise<boolean> {
    const key = { userId: user.id, flow: 'password' as const };
    const refused = await context.run((unit) => admit(unit, key, { inFlight: true }));
    if (refused) throw refused;
    if (await context.passwords.verify(user.passwordHash, password)) {
      await pass(db, key);
      return true;
    }
    await context.run((unit) => count(unit, key));
    return false;
  }

  /** Whether a reset or recovery mail may go to the account now, counting it when it may. */
  async function mayMail(unit: UnitOfWork, userId: string, flow: 'reset_mail' | 'recovery_mail'): Promise<boolean> {
    const key = { userId, flow };
    if (await admit(unit, key)) return false;
    await count(unit, key);
    return true;
  }

  /** A password reset proves the mailbox: every sign-in count and lock of the account ends. */
  const clearSignIn = (executor: Executor, userId: string) => repo.clearThrottles(executor, userId, ['password', 'login_code', 'two_factor']);

  return { guess, checkPassword, mayMail, clearSignIn };
}
export type Throttles = ReturnType<typeof createThrottles>;
