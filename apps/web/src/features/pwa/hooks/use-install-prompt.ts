import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { installPrompt } from '../lib/deferred-install-prompt';
import { isInstallPromptDue, nextShowTime } from '../lib/install-prompt-rule';
import { readNextShowAt, writeNextShowAt } from '../lib/install-prompt-store';

/** The spec's install prompt: once signed in, the install toast when it is due (the toast itself loads then). */
export function useInstallPrompt(): void {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user._id : null;
  const canPrompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.canPrompt, () => false);
  const shownOnThisPage = useRef(false);

  useEffect(() => {
    const now = Date.now();
    if (!isInstallPromptDue({ userId, canPrompt, shownOnThisPage: shownOnThisPage.current, nextShowAt: userId ? readNextShowAt(userId) : null, now })) return;
    shownOnThisPage.current = true;
    // Shown counts as seen: whether installed, dismissed or let go, the next showing is a week away.
    writeNextShowAt(userId!, nextShowTime(now));
    void import('../components/install-toast').then(({ showInstallToast }) => showInstallToast());
  }, [userId, canPrompt]);
}
