import { isApiRequestError } from '@/shared/api/api-request-error';

export const idealMessages = {
  added: 'iDEAL added successfully!',
  addFailed: 'Failed to add iDEAL.',
} as const;

/** A failure to save the details: the server's message when it gave one, else 'Failed to add iDEAL.'. */
export function idealSaveFailureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status > 0 && error.status < 500 && error.message) return error.message;
  return idealMessages.addFailed;
}
