import { useQuery } from '@tanstack/react-query';
import type { Me } from '@velvet/contracts';
import { useHasSession } from '@/shared/api';
import { meQueryOptions } from '../api/get-me';

export type Session = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; user: Me };

const guest: Session = { status: 'guest' };
const loading: Session = { status: 'loading' };

/** Who is using the app: a guest, or a signed-in user with their role (USER, CREATOR or ADMIN). */
export function useSession(): Session {
  const hasSession = useHasSession();
  const me = useQuery({ ...meQueryOptions, enabled: hasSession });

  if (!hasSession) return guest;
  if (me.data) return { status: 'signed-in', user: me.data };
  // An account that cannot be loaded is shown as a guest, who may sign in again.
  if (me.isError) return guest;
  return loading;
}
