export { ReportDialog } from './components/ReportDialog';
export { ReportMenu } from './components/ReportMenu';
export { ReportsQueue } from './components/ReportsQueue';
