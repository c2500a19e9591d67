import { useSyncExternalStore } from 'react';

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
