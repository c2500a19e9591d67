export { retryHint } from './retry-hint';
export { UserFacingError } from './user-facing-error';
export { toUserMessage } from './user-message';
