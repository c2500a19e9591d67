// Money pages outside settings, loaded on first visit.
export { IdealRedirectPage as IdealRedirectRoute } from '@/features/payments';
export { IdealReturnRoute } from './IdealReturnRoute';
export { TransactionDetailsRoute } from './TransactionDetailsRoute';
