import { describe, expect, it } from 'vitest';
import type { AppModalName, ModalHost } from '@/shared/modals';
import { createDeferredHost } from './deferred-host';

function recordingHost() {
  const opened: AppModalName[] = [];
  const host: ModalHost = { open: (name) => opened.push(name) };
  return { host, opened };
}

describe('createDeferredHost', () => {
  it('keeps the dialogs asked for until the window manager listens, then opens them in order', () => {
    const { host, opened } = recordingHost();
    const deferred = createDeferredHost(host);

    deferred.host.open('SIGN_IN', { title: 'Sign In' }, {});
    deferred.host.open('DEPOSIT', { title: 'Deposit' }, {});
    expect(opened).toEqual([]);

    deferred.listen();
    expect(opened).toEqual(['SIGN_IN', 'DEPOSIT']);
  });

  it('opens at once while the window manager listens, and waits again after it is unmounted', () => {
    const { host, opened } = recordingHost();
    const deferred = createDeferredHost(host);
    const unmount = deferred.listen();

    deferred.host.open('SIGN_IN', { title: 'Sign In' }, {});
    expect(opened).toEqual(['SIGN_IN']);

    unmount();
    deferred.host.open('DEPOSIT', { title: 'Deposit' }, {});
    expect(opened).toEqual(['SIGN_IN']);
  });

  it('tells its subscribers once that the window manager is wanted', () => {
    const deferred = createDeferredHost(recordingHost().host);
    let told = 0;
    deferred.subscribe(() => (told += 1));
    expect(deferred.isWanted()).toBe(false);

    deferred.host.open('SIGN_IN', { title: 'Sign In' }, {});
    deferred.host.open('SIGN_IN', { title: 'Sign In' }, {});

    expect(deferred.isWanted()).toBe(true);
    expect(told).toBe(1);
  });
});
