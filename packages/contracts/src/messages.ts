/** User-facing messages quoted by the spec, word for word. */
export const messages = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongRetry: 'Something went wrong. Please try again later',
  socketNotConnected: 'Socket not connected!',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  accountBanned: 'Your account is banned!',
  noUserFound: 'No User Found',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found',
  invalidRequest: 'Invalid Request',
} as const;
