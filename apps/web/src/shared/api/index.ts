export { isApiRequestError } from './api-request-error';
export { apiClient, tokenStore } from './browser-client';
export { sessionQueryScope } from './session-query-scope';
export { useHasSession } from './use-has-session';
