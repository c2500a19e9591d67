export { RecentTransactions } from './components/RecentTransactions';
export { TransactionInfoDialog } from './components/TransactionInfoDialog';
export { TransactionLoader } from './components/TransactionLoader';
export { TransactionsPanel } from './components/TransactionsPanel';
