export { formatWholeDollarsInput, parseDecimalDollars, parseWholeDollars, sanitizeDecimalInput } from './amount-input';
export { formatCompactNumber } from './compact-number';
export { formatDate, formatDateTime } from './date-time';
export { maskEmail } from './mask-email';
export { formatRelativeTime } from './relative-time';
