import { cardMessages } from '@velvet/contracts';
import { isApiRequestError } from '@/shared/api/api-request-error';

/** The confirm call and the AddCardStatus notification both say a card exists already: an info, not an error. */
export const isCardAlreadyAdded = (reason: string | null | undefined) => reason === cardMessages.alreadyAdded;

export const isCardAlreadyAddedError = (error: unknown) => isApiRequestError(error) && isCardAlreadyAdded(error.message);

/** The provider has not told the API about the card yet (409 of another kind): asking again soon helps. */
export const isCardNotConfirmedYet = (error: unknown) =>
  isApiRequestError(error) && error.status === 409 && !isCardAlreadyAdded(error.message);

const REPEAT_WINDOW_MS = 10_000;

/**
 * The same news about a card arrives twice, by the confirm answer and by the AddCardStatus notification:
 * it is said the first time only.
 */
export function createAnnouncer(windowMs = REPEAT_WINDOW_MS) {
  const lastSaid = new Map<string, number>();
  return (news: 'added' | 'already-added', now = Date.now()): boolean => {
    const last = lastSaid.get(news);
    if (last !== undefined && now - last < windowMs) return false;
    lastSaid.set(news, now);
    return true;
  };
}

export const shouldAnnounce = createAnnouncer();
