import { cancellationReasons } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { canSubmitUnsubscribe, cancellationReasonOptions, unsubscribeFormSchema } from './cancellation-reasons';

describe('the cancellation reasons', () => {
  it("lists every one of the spec's reasons, in its order, with a readable label", () => {
    expect(cancellationReasonOptions.map((option) => option.value)).toEqual([...cancellationReasons]);
    expect(cancellationReasonOptions[0]).toEqual({ value: 'NOT_ENOUGH_UPDATES', label: 'Not enough updates' });
    expect(cancellationReasonOptions.at(-1)).toEqual({ value: 'OTHER', label: 'Other' });
    for (const option of cancellationReasonOptions) expect(option.label).not.toMatch(/_/);
  });

  it('asks for the free text of OTHER only as an option', () => {
    expect(unsubscribeFormSchema.safeParse({ reason: 'OTHER', other_reason: 'Moving on' }).success).toBe(true);
    expect(unsubscribeFormSchema.safeParse({ reason: 'OTHER' }).success).toBe(true);
    expect(unsubscribeFormSchema.safeParse({}).error?.issues[0]?.message).toBe('Please select a reason');
  });

  it('enables Unsubscribe only once a known reason is chosen', () => {
    expect(canSubmitUnsubscribe(null)).toBe(false);
    expect(canSubmitUnsubscribe('')).toBe(false);
    expect(canSubmitUnsubscribe('BORED')).toBe(false);
    expect(canSubmitUnsubscribe('TOO_EXPENSIVE')).toBe(true);
  });
});
