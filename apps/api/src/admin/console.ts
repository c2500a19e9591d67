import type { AdminSummary, AdminUserDetails } from '@velvet/contracts';
import { toDollars } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { DisputesService } from '../disputes/service.ts';
import type { EarningsService } from '../earnings/service.ts';
import type { FraudService } from '../fraud/service.ts';
import type { ModerationService } from '../moderation/service.ts';
import type { ReportsService } from '../reports/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { WithdrawalsService } from '../withdrawals/service.ts';

export type AdminConsoleOptions = {
  accounts: Pick<AccountsService, 'adminUser' | 'countByKycStatus'>;
  reports: Pick<ReportsService, 'countOpen' | 'ofUser'>;
  withdrawals: Pick<WithdrawalsService, 'countAwaiting'>;
  disputes: Pick<DisputesService, 'countOpen' | 'ofUser'>;
  moderation: Pick<ModerationService, 'countPendingAppeals'>;
  fraud: Pick<FraudService, 'activeLifts'>;
  earnings: Pick<EarningsService, 'holdings'>;
  wallet: Pick<WalletService, 'get'>;
};

/** How many of each a user's page shows; older ones are in the queues and the audit log. */
const RECENT = 20;

/** The admin console's views across domains, each read through the owning domain's front door. */
export function createAdminConsole({ accounts, reports, withdrawals, disputes, moderation, fraud, earnings, wallet }: AdminConsoleOptions) {
  async function summary(): Promise<AdminSummary> {
    const [openReports, pendingVerifications, payouts, openDisputes, appeals] = await Promise.all([
      reports.countOpen(),
      accounts.countByKycStatus('pending'),
      withdrawals.countAwaiting(),
      disputes.countOpen(),
      moderation.countPendingAppeals(),
    ]);
    return {
      open_reports: openReports,
      pending_verifications: pendingVerifications,
      payouts_awaiting_review: payouts,
      open_disputes: openDisputes,
      pending_appeals: appeals,
    };
  }

  async function userDetails(userId: string): Promise<AdminUserDetails> {
    const user = await accounts.adminUser(userId);
    const [purse, holdings, reported, disputed, limits] = await Promise.all([
      wallet.get(userId),
      earnings.holdings(userId, user.role === 'AGENCY' ? 'agency' : 'creator'),
      reports.ofUser(userId, RECENT),
      disputes.ofUser(userId, RECENT),
      fraud.activeLifts(userId),
    ]);
    return {
      user,
      balances: {
        wallet: purse.balance,
        pending: toDollars(holdings.pendingCents),
        available: toDollars(holdings.availableCents),
        debt: toDollars(holdings.debtCents),
      },
      reports: reported,
      disputes: disputed,
      limits,
    };
  }

  return { summary, userDetails };
}
export type AdminConsole = ReturnType<typeof createAdminConsole>;
