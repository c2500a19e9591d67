import { messages } from '@velvet/contracts';
import { UserFacingError } from './user-facing-error';

/** Server messages the spec rewords before showing them. */
const rewordedMessages: Record<string, string> = {
  [messages.noUserFound]: "Entered Email doesn't exist",
  'invalid signature': messages.invalidRequest,
  'JTI did not matched': 'Request has expired',
  'Something Went Wrong': 'Something went wrong!',
};

/** The text to show for a failure: its user-facing message, reworded where the spec says so. */
export function toUserMessage(error: unknown): string {
  if (!(error instanceof UserFacingError)) return messages.somethingWentWrong;
  return rewordedMessages[error.message] ?? error.message;
}
