import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IdealTabClosedError,
  isFollowableUrl,
  parseIdealTabMessage,
  receiveIdealRedirect,
  sendIdealRedirect,
  type IdealTabMessage,
  type MessageHost,
  type MessagePeer,
} from './ideal-tab';

const origin = 'https://velvet.test';

type Listener = Parameters<MessageHost['addEventListener']>[1];

/** A window of the test: it receives messages through its listeners and can be posted to by its peer. */
function fakeWindow() {
  const listeners = new Set<Listener>();
  const received: IdealTabMessage[] = [];
  const host: MessageHost = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return { host, listeners, received };
}

/** Two same-origin windows, the opener and its tab, posting to each other. */
function openerAndTab() {
  const opener = fakeWindow();
  const tab = fakeWindow();
  const state = { tabClosed: false };
  const deliver = (to: ReturnType<typeof fakeWindow>, source: unknown) => (message: IdealTabMessage, targetOrigin: string) => {
    to.received.push(message);
    if (targetOrigin !== origin) return;
    queueMicrotask(() => to.listeners.forEach((listener) => listener({ data: message, origin, source: source as MessageEventSource })));
  };
  const tabPeer: MessagePeer = {
    postMessage: (message, targetOrigin) => deliver(tab, openerPeer)(message, targetOrigin),
    get closed() {
      return state.tabClosed;
    },
  };
  const openerPeer: MessagePeer = { postMessage: (message, targetOrigin) => deliver(opener, tabPeer)(message, targetOrigin) };
  return { opener, tab, tabPeer, openerPeer, state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the iDEAL tab handshake', () => {
  it('hands the redirect over once the tab is ready, even when the payment came first', async () => {
    const { opener, tab, tabPeer, openerPeer } = openerAndTab();
    const sent = sendIdealRedirect({ id: 'tx-1', url: 'https://bank.test/pay/1' }, { tab: tabPeer, host: opener.host, origin });

    // The tab loads a second later.
    await vi.advanceTimersByTimeAsync(1000);
    const { redirect } = receiveIdealRedirect({ opener: openerPeer, host: tab.host, origin });
    await vi.advanceTimersByTimeAsync(300);

    await expect(sent).resolves.toBeUndefined();
    await expect(redirect).resolves.toEqual({ id: 'tx-1', url: 'https://bank.test/pay/1' });
  });

  it('keeps saying Ready every 250 ms until the payment is there', async () => {
    const { opener, tab, tabPeer, openerPeer } = openerAndTab();
    const { redirect } = receiveIdealRedirect({ opener: openerPeer, host: tab.host, origin });
    await vi.advanceTimersByTimeAsync(1000);
    expect(opener.received.filter((message) => message.event === 'Ready').length).toBeGreaterThanOrEqual(4);

    void sendIdealRedirect({ id: 'tx-2', url: 'https://bank.test/pay/2' }, { tab: tabPeer, host: opener.host, origin });
    await vi.advanceTimersByTimeAsync(300);
    await expect(redirect).resolves.toEqual({ id: 'tx-2', url: 'https://bank.test/pay/2' });
    const readyCount = opener.received.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(opener.received).toHaveLength(readyCount);
  });

  it('ignores messages from other windows or origins', async () => {
    const { opener, tabPeer } = openerAndTab();
    const sent = sendIdealRedirect({ id: 'tx-3', url: 'https://bank.test/pay/3' }, { tab: tabPeer, host: opener.host, origin, timeoutMs: 1000 });
    opener.listeners.forEach((listener) => listener({ data: { event: 'Ready' }, origin: 'https://evil.test', source: tabPeer as unknown as MessageEventSource }));
    opener.listeners.forEach((listener) => listener({ data: { event: 'Ready' }, origin, source: null }));
    const outcome = expect(sent).rejects.toThrow('The iDEAL tab did not answer');
    await vi.advanceTimersByTimeAsync(1300);
    await outcome;
  });

  it('gives up when the tab is closed', async () => {
    const { opener, tabPeer, state } = openerAndTab();
    const sent = sendIdealRedirect({ id: 'tx-4', url: 'https://bank.test/pay/4' }, { tab: tabPeer, host: opener.host, origin });
    state.tabClosed = true;
    const outcome = expect(sent).rejects.toBeInstanceOf(IdealTabClosedError);
    await vi.advanceTimersByTimeAsync(300);
    await outcome;
  });

  it('lets the tab give up when no payment comes', async () => {
    const { tab, openerPeer } = openerAndTab();
    const { redirect } = receiveIdealRedirect({ opener: openerPeer, host: tab.host, origin, timeoutMs: 2000 });
    const outcome = expect(redirect).rejects.toThrow('The payment was not handed over in time');
    await vi.advanceTimersByTimeAsync(2300);
    await outcome;
  });
});

describe('parseIdealTabMessage', () => {
  it('reads the two messages and nothing else', () => {
    expect(parseIdealTabMessage({ event: 'Ready' })).toEqual({ event: 'Ready' });
    expect(parseIdealTabMessage({ event: 'Redirect', id: 'a', url: 'https://b' })).toEqual({ event: 'Redirect', id: 'a', url: 'https://b' });
    expect(parseIdealTabMessage({ event: 'Redirect', id: 'a' })).toBeNull();
    expect(parseIdealTabMessage('Ready')).toBeNull();
    expect(parseIdealTabMessage(null)).toBeNull();
  });
});

describe('isFollowableUrl', () => {
  it('follows web addresses only', () => {
    expect(isFollowableUrl('https://bank.test/pay')).toBe(true);
    expect(isFollowableUrl('http://127.0.0.1:4200/ideal/1')).toBe(true);
    expect(isFollowableUrl('javascript:alert(1)')).toBe(false);
    expect(isFollowableUrl('not a url')).toBe(false);
  });
});
