export { ApiRequestError, isApiRequestError } from './api-request-error';
export { apiClient, tokenStore } from './browser-client';
export { useHasSession } from './use-has-session';
