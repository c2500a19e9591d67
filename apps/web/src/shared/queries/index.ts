export { moneyKeys } from './money-keys';
export {
  getTransaction,
  idealDetailsQueryOptions,
  paymentFlagsQueryOptions,
  savedCardsQueryOptions,
  taxInfoQueryOptions,
  transactionQueryOptions,
  walletQueryOptions,
  type SavedIdealDetails,
} from './money-queries';
