import { walletMessages } from '@velvet/contracts';
import { AppError } from '../platform/errors.ts';
import type { AccountsService } from './service.ts';

/** The part of the verification gate money needs today: a verified email. */
export async function requireVerifiedEmail(accounts: AccountsService, userId: string): Promise<void> {
  const me = await accounts.getMe(userId);
  if (!me.email_verified) throw new AppError('FORBIDDEN', walletMessages.emailNotVerified);
}
