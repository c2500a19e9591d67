import type { SignUpUserType, SocialProvider } from '@velvet/contracts';
import { useState } from 'react';
import { tokenStore } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { startSocial } from '../api/social';
import { referralStore } from '../lib/referral';
import { readSignInResult, type SignInOutcome } from '../lib/sign-in-steps';
import { popupBlockedMessage, waitForPopup } from '../lib/social-popup';

const POPUP_FEATURES = 'popup=yes,width=520,height=680';

/**
 * Social sign-in through a popup: the start URL opens in it, and its callback page posts the answer back.
 * A closed or cancelled popup is ignored; a failure becomes `warning` (spec: a warning with the message).
 */
export function useSocialSignIn(onOutcome: (outcome: SignInOutcome) => void, userType?: SignUpUserType) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  async function signInWith(provider: SocialProvider) {
    setWarning(null);
    // Opened in the click itself, so pop-up blockers let it through; the provider's URL follows.
    const popup = window.open('', 'velvet-social-sign-in', POPUP_FEATURES);
    if (!popup) {
      setWarning(popupBlockedMessage);
      return;
    }
    setPending(provider);
    try {
      // A new account made in the popup is a sign-up too: it keeps the referral the visitor arrived with.
      const { url } = await startSocial(provider, { userType, referral: referralStore.current(new URLSearchParams(window.location.search)) });
      popup.location.href = url;
      const result = await waitForPopup(popup, window, window.location.origin);
      if (result.kind === 'failed') setWarning(result.message);
      if (result.kind === 'done') {
        const outcome = readSignInResult(result.result);
        if (outcome.kind === 'signed-in') tokenStore.setTokens(outcome.tokens);
        onOutcome(outcome);
      }
    } catch (error) {
      popup.close();
      setWarning(toUserMessage(error));
    } finally {
      setPending(null);
    }
  }

  return { signInWith, pending, warning };
}
