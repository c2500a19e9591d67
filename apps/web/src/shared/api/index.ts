export { isApiRequestError } from './api-request-error';
export { apiClient, tokenStore } from './browser-client';
export type { SessionState } from './token-store';
export { IDEMPOTENCY_KEY_HEADER, createActionKeys, isOutcomeUnknown, type ActionKeys } from './idempotency';
export { sessionQueryScope } from './session-query-scope';
export { useActionKeys } from './use-action-keys';
export { useSessionState } from './use-session-state';
export { uploadFile, type UploadFileOptions } from './upload-file';
export { uploadInParts, type MultipartUploadOptions } from './multipart-upload';
