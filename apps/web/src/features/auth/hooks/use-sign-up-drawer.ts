import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { Referral } from '@velvet/contracts';
import { hasReferral, referralFromSearch, referralStore } from '../lib/referral';
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

export const useSignUpDrawerOpened = () => useSyncExternalStore(subscribe, () => opened, () => false);

/**
 * A sign-up link (`?offer=…`, or a referral: `?referred_by=…`, `?ref=…`, `?velvet_cash_id=…`) opens the
 * drawer for a guest, once per page load; its referral is kept for whichever sign-up follows.
 */
export function useSignUpLink() {
  const [searchParams] = useSearchParams();
  const guest = useSession().status === 'guest';
  const referral = referralFromSearch(searchParams);
  const carriesSignUp = searchParams.has('offer') || hasReferral(referral);
  const referralKey = JSON.stringify(referral);
  useEffect(() => {
    referralStore.remember(JSON.parse(referralKey) as Referral);
  }, [referralKey]);
  useEffect(() => {
    if (guest && carriesSignUp) signUpDrawer.open();
  }, [guest, carriesSignUp]);
}
