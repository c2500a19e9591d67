/** An error whose message is written for the person using the app, so it may be shown as it is. */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
}
