import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/api-request-error';
import { createAnnouncer, isCardAlreadyAdded, isCardAlreadyAddedError, isCardNotConfirmedYet } from './card-messages';

describe('createAnnouncer', () => {
  it('says each piece of news once within the window', () => {
    const shouldAnnounce = createAnnouncer(10_000);
    expect(shouldAnnounce('added', 1_000)).toBe(true);
    expect(shouldAnnounce('added', 5_000)).toBe(false);
    expect(shouldAnnounce('already-added', 5_000)).toBe(true);
    expect(shouldAnnounce('added', 11_001)).toBe(true);
  });
});

describe('isCardAlreadyAdded', () => {
  it("matches the spec's reason exactly", () => {
    expect(isCardAlreadyAdded('Card Already Added')).toBe(true);
    expect(isCardAlreadyAdded('Card declined')).toBe(false);
    expect(isCardAlreadyAdded(undefined)).toBe(false);
  });
});

describe('confirm failures', () => {
  const conflict = (message: string) => new ApiRequestError({ status: 409, code: 'CONFLICT', message });

  it("tells 'Card Already Added' from a card the provider has not confirmed yet", () => {
    expect(isCardAlreadyAddedError(conflict('Card Already Added'))).toBe(true);
    expect(isCardNotConfirmedYet(conflict('Card Already Added'))).toBe(false);
    expect(isCardAlreadyAddedError(conflict('The card has not been confirmed at the provider yet'))).toBe(false);
    expect(isCardNotConfirmedYet(conflict('The card has not been confirmed at the provider yet'))).toBe(true);
  });
});
