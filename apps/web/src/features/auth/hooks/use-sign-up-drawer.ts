import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from './use-session';

let opened = false;
const listeners = new Set<() => void>();

function setOpened(value: boolean) {
  opened = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The Sign Up drawer is opened from the header, the home page and the Sign In dialog. */
export const signUpDrawer = {
  open: () => setOpened(true),
  close: () => setOpened(false),
};

export const useSignUpDrawerOpened = () => useSyncExternalStore(subscribe, () => opened);

/** A sign-up link (`?offer=…` or `?ref=…`) opens the drawer for a guest, once per page load. */
export function useSignUpLink() {
  const [searchParams] = useSearchParams();
  const guest = useSession().status === 'guest';
  const carriesSignUp = searchParams.has('offer') || searchParams.has('ref');
  useEffect(() => {
    if (guest && carriesSignUp) signUpDrawer.open();
  }, [guest, carriesSignUp]);
}
