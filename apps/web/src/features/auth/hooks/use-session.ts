import { useQuery } from '@tanstack/react-query';
import type { Me } from '@velvet/contracts';
import { apiClient, isApiRequestError, useSessionState } from '@/shared/api';
import { meQueryOptions } from '../api/get-me';

export type Session = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; user: Me };

/** The account could not be loaded for a passing reason (a 429, the network, the server): what went wrong, and a retry. */
export type SessionProblem = { error: unknown; retry: () => void };

const guest: Session = { status: 'guest' };
const loading: Session = { status: 'loading' };

const isPassing = (error: unknown) => isApiRequestError(error) && (error.status === 429 || error.status === 0 || error.status >= 500);

function useSessionLoad(): Session | ({ status: 'unavailable' } & SessionProblem) {
  const state = useSessionState();
  const signedIn = state.status === 'signed-in';
  const me = useQuery({ ...meQueryOptions, enabled: signedIn });

  if (state.status === 'restoring') return loading;
  if (state.status === 'unavailable') return { status: 'unavailable', error: state.error, retry: () => void apiClient.restoreSession() };
  if (!signedIn) return guest;
  if (me.data) return { status: 'signed-in', user: me.data };
  if (me.isError && isPassing(me.error)) return { status: 'unavailable', error: me.error, retry: () => void me.refetch() };
  // An account that cannot be loaded for good (banned, refused) is shown as a guest, who may sign in again.
  if (me.isError) return guest;
  return loading;
}

/** Who is using the app: a guest, or a signed-in user with their role (USER, CREATOR or ADMIN). */
export function useSession(): Session {
  const session = useSessionLoad();
  // While the account cannot be loaded the layout shows why (useSessionProblem); to pages it is still loading.
  return session.status === 'unavailable' ? loading : session;
}

/** Why the account cannot be loaded right now, for the layout to show in place of the page; null when it can. */
export function useSessionProblem(): SessionProblem | null {
  const session = useSessionLoad();
  return session.status === 'unavailable' ? { error: session.error, retry: session.retry } : null;
}
