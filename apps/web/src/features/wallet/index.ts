export { DepositDialog } from './components/DepositDialog';
export { DepositForm } from './components/DepositForm';
export { WalletBalanceCard } from './components/WalletBalanceCard';
export { useWalletLiveUpdates } from './hooks/use-wallet-live-updates';
