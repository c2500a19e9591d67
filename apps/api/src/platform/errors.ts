import type { ErrorCode } from '@velvet/contracts';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_BANNED: 403,
  PAYMENT_REQUIRED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CODE_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  BANNED_WORD: 422,
  RATE_LIMITED: 429,
  PROVIDER_UNAVAILABLE: 502,
  INTERNAL: 500,
};

type AppErrorOptions = { fields?: Record<string, string>; cause?: unknown; retryAfterSeconds?: number };

/** A failure the user should read: its message is shown as is, its code picks the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** Sent as `Retry-After`: when a refused attempt may be made again. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
