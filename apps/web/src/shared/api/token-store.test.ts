import { describe, expect, it } from 'vitest';
import { createTokenStore } from './token-store';

describe('createTokenStore', () => {
  it('holds the access token in memory, from restoring to signed in to guest', () => {
    const store = createTokenStore({ status: 'restoring' });
    expect(store.getTokens()).toBeNull();

    store.setTokens({ token: 'access-1' });
    expect(store.getState()).toEqual({ status: 'signed-in', tokens: { token: 'access-1' } });
    expect(store.getTokens()).toEqual({ token: 'access-1' });

    store.clear();
    expect(store.getState()).toEqual({ status: 'guest' });
    expect(store.getTokens()).toBeNull();
  });

  it('has no token while the session is unavailable', () => {
    const store = createTokenStore();
    store.setState({ status: 'unavailable', error: new Error('429') });
    expect(store.getTokens()).toBeNull();
  });

  it('tells its listeners of every change until they unsubscribe', () => {
    const store = createTokenStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));

    store.setTokens({ token: 'access-1' });
    store.clear();
    unsubscribe();
    store.setTokens({ token: 'access-2' });

    expect(calls).toBe(2);
  });
});
