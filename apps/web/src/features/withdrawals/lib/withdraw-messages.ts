import { withdrawMessages } from '@velvet/contracts';
import { isApiRequestError } from '@/shared/api/api-request-error';

/**
 * Creating the payout account: the server's message for a refusal (an account already activated answers
 * 'Something went wrong'), 'An unexpected error occurred' for every other failure.
 */
export function payoutAccountFailureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return error.message;
  return withdrawMessages.payoutAccountFailed;
}

/** A refused withdrawal shows the server's message; a failure without one the generic text. */
export function withdrawFailureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status > 0) return error.message;
  return 'Something went wrong. Please try again later';
}
