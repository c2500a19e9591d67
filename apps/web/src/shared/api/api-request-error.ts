import { apiErrorSchema, messages } from '@velvet/contracts';
import { UserFacingError } from '../errors/user-facing-error';

type ApiRequestErrorOptions = {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
  retryAfterSeconds?: number;
};

/** A failed API call; `message` is the server's user-facing message. `status` is 0 when the network failed. */
export class ApiRequestError extends UserFacingError {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly requestId: string | undefined;
  /** How long the server asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  override name = 'ApiRequestError';

  constructor({ status, code, message, fields, requestId, retryAfterSeconds }: ApiRequestErrorOptions) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields ?? {};
    this.requestId = requestId;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isApiRequestError = (error: unknown, code?: string): error is ApiRequestError =>
  error instanceof ApiRequestError && (code === undefined || error.code === code);

/** The seconds a Retry-After header asks for, given as seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Builds the error for a non-2xx answer, whether or not its body is the contract's ApiError. */
export function toApiRequestError(status: number, body: unknown, retryAfter?: string | null): ApiRequestError {
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError({ status, ...parsed.data, retryAfterSeconds });
  if (status === 429) return new ApiRequestError({ status, code: 'RATE_LIMITED', message: messages.tooManyRequests, retryAfterSeconds });
  return new ApiRequestError({ status, code: 'INTERNAL', message: messages.somethingWentWrong });
}

export const networkError = () =>
  new ApiRequestError({ status: 0, code: 'NETWORK', message: messages.somethingWentWrongRetry });
