export { formatCompactNumber } from './compact-number';
export { formatDateTime } from './date-time';
export { formatRelativeTime } from './relative-time';
