export { UserFacingError } from './user-facing-error';
export { toUserMessage } from './user-message';
