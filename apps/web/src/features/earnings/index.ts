export { EarningsOverview } from './components/EarningsOverview';
