import { messages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import { UserFacingError } from './user-facing-error';
import { toUserMessage } from './user-message';

const apiError = (message: string) => new ApiRequestError({ status: 400, code: 'VALIDATION_FAILED', message });

describe('toUserMessage', () => {
  it("shows the server's message as it is", () => {
    expect(toUserMessage(apiError(messages.accountBanned))).toBe('Your account is banned!');
  });

  it('rewords the server messages the spec maps', () => {
    expect(toUserMessage(apiError('No User Found'))).toBe("Entered Email doesn't exist");
    expect(toUserMessage(apiError('invalid signature'))).toBe('Invalid Request');
    expect(toUserMessage(apiError('JTI did not matched'))).toBe('Request has expired');
    expect(toUserMessage(apiError('Something Went Wrong'))).toBe('Something went wrong!');
  });

  it("shows the message of the app's own user-facing errors", () => {
    expect(toUserMessage(new UserFacingError('Socket not connected!'))).toBe('Socket not connected!');
  });

  it('falls back to the generic message for errors not written for people', () => {
    expect(toUserMessage(new TypeError('x is undefined'))).toBe('Something went wrong');
  });
});
