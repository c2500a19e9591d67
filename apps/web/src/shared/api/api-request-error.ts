import { apiErrorSchema, messages } from '@velvet/contracts';
import { UserFacingError } from '../errors/user-facing-error';

type ApiRequestErrorOptions = {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
};

/** A failed API call; `message` is the server's user-facing message. `status` is 0 when the network failed. */
export class ApiRequestError extends UserFacingError {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly requestId: string | undefined;
  override name = 'ApiRequestError';

  constructor({ status, code, message, fields, requestId }: ApiRequestErrorOptions) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields ?? {};
    this.requestId = requestId;
  }
}

export const isApiRequestError = (error: unknown, code?: string): error is ApiRequestError =>
  error instanceof ApiRequestError && (code === undefined || error.code === code);

/** Builds the error for a non-2xx answer, whether or not its body is the contract's ApiError. */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError({ status, ...parsed.data });
  if (status === 429) return new ApiRequestError({ status, code: 'RATE_LIMITED', message: messages.tooManyRequests });
  return new ApiRequestError({ status, code: 'INTERNAL', message: messages.somethingWentWrong });
}

export const networkError = () =>
  new ApiRequestError({ status: 0, code: 'NETWORK', message: messages.somethingWentWrongRetry });
