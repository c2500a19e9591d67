export { isApiRequestError } from './api-request-error';
export { apiClient, tokenStore } from './browser-client';
export { IDEMPOTENCY_KEY_HEADER, createActionKeys, isOutcomeUnknown, type ActionKeys } from './idempotency';
export { sessionQueryScope } from './session-query-scope';
export { useActionKeys } from './use-action-keys';
export { useHasSession } from './use-has-session';
export { uploadFile, type UploadFileOptions } from './upload-file';
