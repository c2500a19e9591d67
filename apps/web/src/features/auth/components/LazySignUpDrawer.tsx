import { Suspense, lazy, useState } from 'react';
import { useSignUpDrawerOpened, useSignUpLink } from '../hooks/use-sign-up-drawer';

const SignUpDrawer = lazy(() => import('./SignUpDrawer').then((module) => ({ default: module.SignUpDrawer })));

/** The Sign Up drawer, its code fetched the first time it opens: most visits never sign up. */
export function LazySignUpDrawer() {
  const opened = useSignUpDrawerOpened();
  useSignUpLink();
  // Once loaded it stays mounted, so closing it animates and opening it again is instant.
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignUpDrawer />
    </Suspense>
  );
}
