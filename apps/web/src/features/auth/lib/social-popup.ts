import { signInResultSchema, type SignInResult, type SocialProvider } from '@velvet/contracts';
import { z } from 'zod';

/** The postMessage type the callback page sends its opener. */
export const SOCIAL_MESSAGE_TYPE = 'velvet:social-sign-in';

/** What a social sign-in popup ends with: the sign-in answer, a failure to show, or nothing (closed or cancelled). */
export type SocialPopupResult = { kind: 'done'; result: SignInResult } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

const messageSchema = z.object({
  type: z.literal(SOCIAL_MESSAGE_TYPE),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('done'), result: signInResultSchema }),
    z.object({ kind: z.literal('failed'), message: z.string().min(1) }),
    z.object({ kind: z.literal('cancelled') }),
  ]),
});

export const socialMessage = (outcome: SocialPopupResult) => ({ type: SOCIAL_MESSAGE_TYPE, outcome });

type MessageLike = { origin: string; source: unknown; data: unknown };

/** The popup's answer in a message event, or undefined for any message not from our popup on our origin. */
export function readSocialMessage(event: MessageLike, expected: { origin: string; source: unknown }): SocialPopupResult | undefined {
  if (event.origin !== expected.origin || event.source !== expected.source) return undefined;
  const parsed = messageSchema.safeParse(event.data);
  return parsed.success ? parsed.data.outcome : undefined;
}

/** What the provider sent the callback page: a code and state, or a cancelled (or broken) consent. */
export function readCallback(search: URLSearchParams): { kind: 'code'; code: string; state: string } | { kind: 'cancelled' } {
  const code = search.get('code');
  const state = search.get('state');
  if (search.has('error') || !code || !state) return { kind: 'cancelled' };
  return { kind: 'code', code, state };
}

export type PopupLike = { readonly closed: boolean; close(): void };
export type WindowLike = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
};

/** Waits for the popup's answer; a popup closed without one counts as cancelled. */
export function waitForPopup(popup: PopupLike, win: WindowLike, origin: string, pollMs = 500): Promise<SocialPopupResult> {
  return new Promise((resolve) => {
    const finish = (result: SocialPopupResult) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const result = readSocialMessage(event, { origin, source: popup });
      if (result) finish(result);
    };
    win.addEventListener('message', onMessage);
    const timer = win.setInterval(() => popup.closed && finish({ kind: 'cancelled' }), pollMs);
  });
}

export const socialProviderLabels: Record<SocialProvider, string> = { google: 'Google', twitter: 'Twitter', facebook: 'Facebook' };

export const popupBlockedMessage = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
