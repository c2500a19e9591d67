import { describe, expect, it, vi } from 'vitest';
import { readCallback, readSocialMessage, socialMessage, waitForPopup, type PopupLike, type WindowLike } from './social-popup';

const ORIGIN = 'https://velvet.test';
const tokens = { token: 't' };
const challenge = { otp_required: true as const, otp_id: 'o', expires_at: '2026-01-01T00:05:00Z', resend_at: '2026-01-01T00:02:00Z' };

describe('readSocialMessage', () => {
  const popup = {};
  const event = (data: unknown, overrides: Partial<{ origin: string; source: unknown }> = {}) => ({ origin: ORIGIN, source: popup, data, ...overrides });

  it('reads tokens, the OTP step, a failure and a cancel from our popup', () => {
    expect(readSocialMessage(event(socialMessage({ kind: 'done', result: tokens })), { origin: ORIGIN, source: popup })).toEqual({ kind: 'done', result: tokens });
    expect(readSocialMessage(event(socialMessage({ kind: 'done', result: challenge })), { origin: ORIGIN, source: popup })).toEqual({ kind: 'done', result: challenge });
    expect(readSocialMessage(event(socialMessage({ kind: 'failed', message: 'No' })), { origin: ORIGIN, source: popup })).toEqual({ kind: 'failed', message: 'No' });
    expect(readSocialMessage(event(socialMessage({ kind: 'cancelled' })), { origin: ORIGIN, source: popup })).toEqual({ kind: 'cancelled' });
  });

  it('ignores other origins, other windows and other messages', () => {
    const message = socialMessage({ kind: 'done', result: tokens });
    expect(readSocialMessage(event(message, { origin: 'https://evil.test' }), { origin: ORIGIN, source: popup })).toBeUndefined();
    expect(readSocialMessage(event(message, { source: {} }), { origin: ORIGIN, source: popup })).toBeUndefined();
    expect(readSocialMessage(event({ type: 'something-else' }), { origin: ORIGIN, source: popup })).toBeUndefined();
    expect(readSocialMessage(event({ type: 'velvet:social-sign-in', outcome: { kind: 'done', result: { token: 1 } } }), { origin: ORIGIN, source: popup })).toBeUndefined();
  });
});

describe('readCallback', () => {
  it('reads the code and state, and treats an error or a missing code as cancelled', () => {
    expect(readCallback(new URLSearchParams('code=c&state=s'))).toEqual({ kind: 'code', code: 'c', state: 's' });
    expect(readCallback(new URLSearchParams('error=access_denied&state=s'))).toEqual({ kind: 'cancelled' });
    expect(readCallback(new URLSearchParams('state=s'))).toEqual({ kind: 'cancelled' });
  });
});

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  let tick: (() => void) | undefined;
  const win: WindowLike = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (handler) => {
      tick = handler;
      return 1;
    },
    clearInterval: vi.fn(),
  };
  const post = (data: unknown, source: unknown, origin = ORIGIN) => listeners.forEach((listener) => listener({ data, source, origin } as MessageEvent));
  return { win, listeners, post, tick: () => tick?.() };
}

describe('waitForPopup', () => {
  it("resolves with the popup's answer and stops listening", async () => {
    const popup: PopupLike = { closed: false, close: vi.fn() };
    const fake = fakeWindow();
    const result = waitForPopup(popup, fake.win, ORIGIN);
    fake.post(socialMessage({ kind: 'done', result: tokens }), {});
    fake.post(socialMessage({ kind: 'done', result: tokens }), popup, 'https://evil.test');
    fake.post(socialMessage({ kind: 'failed', message: 'The sign-in provider did not confirm your account.' }), popup);
    await expect(result).resolves.toEqual({ kind: 'failed', message: 'The sign-in provider did not confirm your account.' });
    expect(fake.listeners.size).toBe(0);
    expect(fake.win.clearInterval).toHaveBeenCalled();
  });

  it('treats a popup closed without an answer as cancelled, to be ignored', async () => {
    const popup = { closed: false, close: vi.fn() };
    const fake = fakeWindow();
    const result = waitForPopup(popup, fake.win, ORIGIN);
    fake.tick();
    popup.closed = true;
    fake.tick();
    await expect(result).resolves.toEqual({ kind: 'cancelled' });
    expect(fake.listeners.size).toBe(0);
  });
});
